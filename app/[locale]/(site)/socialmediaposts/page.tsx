import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose } from '@/components/layout/Prose';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SOCIAL_LINKS } from '@/content/group';

export const generateMetadata = staticPageMetadata('socialmediaposts', '/socialmediaposts');

/**
 * The legacy site's social media page was a placeholder (spec 001 §2). Rather than embed every
 * network's feed (megabytes of third-party script on a phone), it links to the group's pages.
 */
export default async function SocialMediaPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.socialmediaposts.title')} />
      <Prose>
        <p>{t('site.socialIntro')}</p>
        <ul>
          {SOCIAL_LINKS.map(({ network, href }) => (
            <li key={network}>
              <ExternalLink href={href}>
                {/* The networks' own names, read as English. */}
                <span lang="en">{network}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
