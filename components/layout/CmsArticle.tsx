import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { PictureOrArt } from '@/components/ui/FallbackArt';
import { CmsSection } from '@/components/ui/CmsSection';
import { useTranslations } from 'next-intl';
import { branchNameFromEnglish } from '@/components/ui/branchNames';

/**
 * The body of a page about one item of the CMS (a news item, a service): its picture, its main
 * text under a heading, and a link to the branch it belongs to when it names one. With `artFor`
 * (a service's title), a missing picture is its subject's icon on a strip, not the stock picture.
 */
export function CmsArticle({
  image,
  artFor,
  section,
  branch,
}: {
  image: { url: string; alt: string; isFallback?: boolean };
  artFor?: string;
  section: { id: string; heading: string; html: string | null };
  branch: { landingPath: string; displayName: string } | null;
}) {
  const t = useTranslations('site');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="overflow-hidden rounded-lg">
        {artFor === undefined ? (
          <ContentImage image={image} sizes="(min-width: 896px) 864px, 100vw" priority />
        ) : (
          <PictureOrArt
            image={{ ...image, isFallback: image.isFallback === true }}
            name={artFor}
            sizes="(min-width: 896px) 864px, 100vw"
            priority
            band
          />
        )}
      </div>
      <CmsSection {...section} className="mt-8" large />
      {branch && (
        <p className="mt-8">
          <Link href={branch.landingPath} className="font-semibold text-brand-700 underline">
            {t('aboutBranch', { branch: branchNameFromEnglish(branch.displayName) })}
          </Link>
        </p>
      )}
    </div>
  );
}
