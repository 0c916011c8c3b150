import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { CONTACT_BRANCHES } from '@/content/contact';
import { branchPlaceIn } from '@/components/ui/branchNames';
import { BranchLine, Helpline } from '@/components/info/BranchLines';
import { queryPage } from '@/graphql/client/server';
import { ContactPageDocument } from '@/graphql/__generated__/operations';

export const generateMetadata = staticPageMetadata('contactus', '/contactus');

/** The contact page (spec 001 §2): a tap-to-call line for every branch and the general number. */
export default async function ContactPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const branches = (await queryPage(ContactPageDocument, {})).data?.branches ?? [];
  const contactOf = new Map(branches.map((branch) => [branch.id, branch]));
  const text = await getTranslations('phones');
  return (
    <>
      <PageIntro title={t('pages.contactus.title')}>
        <p>{text('contactIntro')}</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Helpline label={text('generalNumber')} />
        <h2 className="heading-2 mt-10 text-brand-900">{text('ourBranches')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {CONTACT_BRANCHES.map((branch) => (
            <BranchLine
              key={branch}
              label={branchPlaceIn(branch)}
              phone={contactOf.get(branch)?.phone}
              whatsapp={contactOf.get(branch)?.whatsapp}
            />
          ))}
        </ul>
      </div>
    </>
  );
}
