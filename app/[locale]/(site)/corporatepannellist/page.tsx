import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { CORPORATE_PANEL } from '@/content/corporatePanel';

export const generateMetadata = staticPageMetadata('corporatepannellist', '/corporatepannellist');

/** The corporate panel (spec 000 §2): a table of insurers and companies. */
export default async function CorporatePanelPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const text = await getTranslations('site.panel');
  return (
    <>
      <PageIntro title={t('pages.corporatepannellist.title')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <table className="w-full border-collapse text-start">
          <caption className="mb-3 text-start text-lg text-slate-700">{text('caption')}</caption>
          <thead>
            <tr className="border-b-2 border-brand-700">
              <th scope="col" className="py-2 pe-4">
                {text('number')}
              </th>
              <th scope="col" className="py-2 pe-4">
                {text('name')}
              </th>
              <th scope="col" className="py-2">
                {text('type')}
              </th>
            </tr>
          </thead>
          <tbody>
            {CORPORATE_PANEL.map((member, index) => (
              <tr key={member.name} className="border-b border-slate-200 even:bg-slate-50">
                <td className="py-3 pe-4">{index + 1}</td>
                <th scope="row" className="py-3 pe-4 font-medium">
                  {/* The insurers' and companies' own names, as their cards print them. */}
                  <span lang="en">{member.name}</span>
                </th>
                <td className="py-3">{text(`kind.${member.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
