import { PageIntro } from '@/components/layout/PageIntro';
import { Prose } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { GROUP, SOCIAL_LINKS } from '@/content/group';

export const metadata = pageMetadata({
  title: 'Social Media',
  description: `Follow ${GROUP.name} on Facebook, Instagram, LinkedIn, TikTok and YouTube.`,
  path: '/socialmediaposts',
});

/**
 * The legacy site's social media page was a placeholder (spec 001 §2). Rather than embed every
 * network's feed (megabytes of third-party script on a phone), it links to the group's pages.
 */
export default function SocialMediaPage() {
  return (
    <>
      <PageIntro title="Social Media" />
      <Prose>
        <p>
          Health tips, news from our branches and free medical camps are posted on our social media
          pages first. Follow us there:
        </p>
        <ul>
          {SOCIAL_LINKS.map(({ network, href }) => (
            <li key={network}>
              <ExternalLink href={href}>{network}</ExternalLink>
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
