import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import Link from '@/components/i18n/Link';
import { EmailLink } from '@/components/ui/EmailLink';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { PageIntro } from '@/components/layout/PageIntro';
import { primaryButton } from '@/components/ui/buttons';
import { COMPLAINT_CELL } from '@/content/complaintCell';
import { branchNameById } from '@/components/ui/branchNames';
import { telHref } from '@/content/group';

export const generateMetadata = staticPageMetadata('complaintcell', '/complaintcell');

/** The complaint cell (spec 001 §2): the focal person of each branch. */
export default async function ComplaintCellPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.complaintcell.title')}>
        <p>{t('copy.complaintCell.intro')}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COMPLAINT_CELL.map((person) => (
            <li key={person.branch}>
              <article className="h-full rounded-lg border border-slate-200 p-5 shadow-sm">
                <h2 className="heading-3 text-brand-900">{branchNameById(person.branch)}</h2>
                <p className="mt-2 font-semibold text-slate-900">
                  {t(`copy.complaintCell.people.${person.branch}.name`)}
                </p>
                <p className="text-slate-700">
                  {t(`copy.complaintCell.people.${person.branch}.designation`)}
                </p>
                <p className="mt-3">
                  <a
                    href={telHref(person.phone)}
                    className="font-semibold text-brand-700 underline"
                  >
                    <span className="sr-only">
                      {t('site.callPerson', {
                        person: t(`copy.complaintCell.people.${person.branch}.name`),
                      })}{' '}
                    </span>
                    <PhoneNumber number={person.phone} />
                  </a>
                </p>
                <p className="mt-1">
                  <EmailLink email={person.email} className="text-brand-700 underline" />
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link href="/registercomplaint" className={primaryButton}>
            {t('site.registerOnline')}
          </Link>
        </p>
      </div>
    </>
  );
}
