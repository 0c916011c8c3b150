import Link from '@/components/i18n/Link';
import type { BranchCardFragment } from '@/graphql/__generated__/operations';
import { useTranslations } from 'next-intl';
import { requestLocale } from '@/graphql/renderedLocale';
import { branchName, cityName } from '@/components/ui/branchNames';
import { isolateNumbers } from '@/components/ui/Isolated';
import { bedFactValues } from './bedFacts';

/** A hospital of the group: its name, city, beds and the way to its page. */
export function BranchCard({
  branch,
  headingLevel = 3,
}: {
  branch: BranchCardFragment;
  /** 2 where the cards are the page's own sections (the branch list), 3 under a section's. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('site');
  const rtl = requestLocale() === 'ur';
  const beds = branch.beds && t('beds', bedFactValues(branch.beds));
  const name = branchName(branch);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-brand-700">
        {t('kindAndCity', {
          kind: t(`affiliation.${branch.affiliation}`),
          city: cityName(branch.city),
        })}
      </p>
      <Heading className="mt-1 text-lg font-bold text-brand-900">{name}</Heading>
      {beds && <p className="mt-2 text-slate-700">{isolateNumbers(beds, rtl)}</p>}
      <p className="mt-auto pt-4">
        <Link
          href={branch.landingPath}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('cardLearnMore')}
          <span className="sr-only"> {t('cardLearnMoreAbout', { branch: name })}</span>
        </Link>
      </p>
    </article>
  );
}
