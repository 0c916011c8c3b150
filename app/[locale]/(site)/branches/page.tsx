import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { BranchCard } from '@/components/branches/BranchCard';
import { PageIntro } from '@/components/layout/PageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { branchHospital } from '@/components/seo/structuredData';
import { queryPage } from '@/graphql/client/server';
import { BranchesPageDocument } from '@/graphql/__generated__/operations';

export const generateMetadata = staticPageMetadata('branches', '/branches');

/** The branch list (spec 000 §2): seven cards, each with Learn More. */
export default async function BranchesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const branches = (await queryPage(BranchesPageDocument, {})).data?.branches ?? [];
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': branches.map((branch) => branchHospital(branch)),
        }}
      />
      <PageIntro title={t('pages.branches.title')}>
        <p>{t('site.branchesIntro')}</p>
      </PageIntro>
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}
