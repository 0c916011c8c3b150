import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { href } from '@/domain/addresses/href';
import type { NewsCardFragment } from '@/graphql/__generated__/operations';

/** A news item or event: its picture and headline, opening the event's page. */
export function NewsCard({
  item,
  sizes,
  headingLevel = 3,
}: {
  item: NewsCardFragment;
  sizes: string;
  /** 2 where the cards are the page's own sections (Press Release), 3 under a section's. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card-row">
      <ContentImage image={item.image} sizes={sizes} decorative className="card-thumb" />
      {/* The headline is the content service's English. */}
      <Heading lang="en" className="p-3 leading-snug font-semibold text-brand-900 sm:p-4">
        <Link href={href.event(item.id)} className="card-link">
          {item.headline}
        </Link>
      </Heading>
    </article>
  );
}
