import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { BranchCard } from '@/components/branches/BranchCard';
import { PageIntro } from '@/components/layout/PageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { branchHospital } from '@/components/seo/structuredData';
import { queryPage } from '@/graphql/client/server';
import { BranchesPageDocument } from '@/graphql/__generated__/operations';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { NearestFirst } from '@/components/branches/NearestFirst';
import { branchName } from '@/components/ui/branchNames';
import { getBranch } from '@/domain/branches';

export const generateMetadata = staticPageMetadata('branches', '/branches');

/**
 * The branch list (spec 000 §2): seven cards, each with Learn More, in the specification's order,
 * which the patient may turn nearest first (NearestFirst).
 */
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
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10">
        <ClientMessages namespaces={['nearest']}>
          <NearestFirst
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            // The card fills what the distance line leaves of the row's height.
            itemClassName="flex flex-col [&>:last-child]:flex-1"
            entries={branches.map((branch) => ({
              id: branch.id,
              name: branchName(branch),
              position: getBranch(branch.id).position,
              node: <BranchCard branch={branch} headingLevel={2} />,
            }))}
          />
        </ClientMessages>
      </div>
    </>
  );
}
