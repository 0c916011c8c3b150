import { getMessages, getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { GalleryCards } from '@/components/galleries/GalleryCards';
import { PageIntro } from '@/components/layout/PageIntro';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { queryPage } from '@/graphql/client/server';
import { GalleriesPageDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const generateMetadata = staticPageMetadata('pressrelease', '/pressrelease');

/**
 * The News & Events page (spec 001 §2, at /pressrelease): the galleries, and a newsletter box that
 * subscribes for real (the legacy box only said "Email sent!": docs/differences.md). Galleries
 * that cannot be read leave the grid empty (spec 001 §4).
 */
export default async function NewsAndEventsPage({
  params,
}: {
  params: Promise<{ rest?: string[] }>;
}) {
  await enterLocale(params);
  const t = await getTranslations();
  await requireNoSegments(params);
  const galleries = (await queryPage(GalleriesPageDocument, {})).data?.galleries.nodes ?? [];
  return (
    <>
      <PageIntro title={t('pages.pressrelease.title')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <GalleryCards galleries={galleries} />
        <div className="mt-12 rounded-lg bg-brand-50 p-6">
          <NewsletterSignup
            text={(await getMessages()).newsletter}
            heading={t('newsletter.newsHeading')}
          />
        </div>
      </div>
    </>
  );
}
