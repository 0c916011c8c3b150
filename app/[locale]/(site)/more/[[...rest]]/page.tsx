import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { NewsCard } from '@/components/news/NewsCard';
import { queryPage } from '@/graphql/client/server';
import { PressReleasePageDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const generateMetadata = staticPageMetadata('more', '/more');

/**
 * The Press Release page (spec 000 §2: /more, labelled Press Release): events, newest first.
 * Events that cannot be read leave the list empty without a message (spec 000 §4).
 */
export default async function PressReleasePage({
  params,
}: {
  params: Promise<{ rest?: string[] }>;
}) {
  await enterLocale(params);
  const t = await getTranslations();
  await requireNoSegments(params);
  const events = (await queryPage(PressReleasePageDocument, {})).data?.events.nodes ?? [];
  return (
    <>
      <PageIntro title={t('pages.more.title')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {events.map((item) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                headingLevel={2}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
