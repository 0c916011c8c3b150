import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { messages } from '@/domain/messages';
import { keysOf } from '@/domain/messages/keys';
import { isolated } from '@/components/ui/isolate';

export const generateMetadata = staticPageMetadata('history', '/history');

/** The history timeline (spec 000 §2). */
export default async function HistoryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('titles.ourHistory')} />
      <ol className="mx-auto max-w-3xl space-y-8 border-s-4 border-brand-100 px-4 py-10 ps-8 sm:ms-auto">
        {/* The milestones are the catalogue's, keyed by their year. */}
        {keysOf(messages.copy.history).map((year) => (
          <li key={year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -start-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-700"
            />
            <h2 className="heading-3 text-brand-900">
              {/* Isolated, so a title that begins with a number is not read into the year. */}
              <bdi className="me-2 text-brand-700">{year}</bdi>{' '}
              {isolated(t(`copy.history.${year}.title`))}
            </h2>
            <p className="mt-2 text-lg text-slate-700">
              {isolated(t(`copy.history.${year}.text`))}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
