import { ContentImage } from '@/components/ui/ContentImage';
import { AboutUsLink } from '@/components/layout/AboutUsLink';
import { useTranslations } from 'next-intl';
import type { LandingBranch } from './types';

/**
 * The branch's about-us entry: heading, text and picture (a placeholder when it has none). When
 * the feed has no entry, West Wood says so (spec 000 §2); otherwise, and when the feed cannot be
 * read, the block is left out (spec 000 §4).
 */
export function BranchAbout({
  branch,
}: {
  branch: Pick<LandingBranch, 'displayName' | 'about' | 'noAboutText'>;
}) {
  const { about, noAboutText } = branch;
  const t = useTranslations('branches');
  if (!about && !noAboutText) return null;
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div>
          {/* The content service's heading is English; the fallback is the page's language. */}
          <h2
            id="about-heading"
            lang={about?.heading ? 'en' : undefined}
            className="heading-2 text-brand-900"
          >
            {about?.heading ?? t('about', { branch: branch.displayName })}
          </h2>
          {about?.html ? (
            <div
              lang="en"
              dir="auto"
              className="cms-html mt-4 text-lg text-slate-700"
              dangerouslySetInnerHTML={{ __html: about.html }}
            />
          ) : (
            noAboutText && <p className="mt-4 text-lg text-slate-700">{noAboutText}</p>
          )}
          <p className="mt-6">
            <AboutUsLink />
          </p>
        </div>
        {about && (
          // The picture's alt text is the content service's English.
          <div lang="en" className="overflow-hidden rounded-lg">
            <ContentImage image={about.image} sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  );
}
