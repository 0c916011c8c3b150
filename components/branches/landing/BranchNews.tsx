import { useTranslations } from 'next-intl';
import { NewsCard } from '@/components/news/NewsCard';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SOCIAL_LINKS } from '@/content/group';
import { requestLocale } from '@/graphql/renderedLocale';
import { English } from '@/components/consultants/inUrdu';
import type { LandingBranch } from './types';

/**
 * The branch's news and events as a grid, and where to follow the group. News that cannot be read
 * leaves the grid out without a message (spec 000 §4); the social links stay.
 */
export function BranchNews({ news }: { news: LandingBranch['news']['nodes'] }) {
  const messages = useTranslations();
  const urdu = requestLocale() === 'ur';
  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="news-heading" className="heading-2 text-brand-900">
        {messages('branches.newsAndEvents')}
      </h2>
      {news.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 font-semibold text-slate-900">{messages('branches.followUs')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2" aria-label={messages('site.socialMedia')}>
        {SOCIAL_LINKS.map(({ network, href }) => (
          <li key={network}>
            <ExternalLink href={href} className="font-semibold text-brand-700 underline">
              {urdu ? <English>{network}</English> : network}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
