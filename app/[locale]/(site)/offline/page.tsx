import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { EmergencyNumbers } from '@/components/info/EmergencyNumbers';
import { PageIntro } from '@/components/layout/PageIntro';
import { BranchLine, Helpline } from '@/components/info/BranchLines';
import { listBranches } from '@/domain/branches';
import { branchPlaceIn } from '@/components/ui/branchNames';

export const generateMetadata = staticPageMetadata('offline', '/offline');

/**
 * What the service worker (app/sw.ts) shows for a page it has not kept when there is no network:
 * every number a patient may need, as tap-to-call links, which work without data.
 */
export default async function OfflinePage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const text = await getTranslations('phones');
  return (
    <>
      <PageIntro title={t('pages.offline.title')}>
        <p>{text('offlineIntro')}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <Helpline label={text('helplineAlways')} />
        <h2 className="heading-3 mt-8 text-brand-900">{text('ourBranches')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {/* No WhatsApp here: without a connection it cannot send either. */}
          {listBranches().map((branch) => (
            <BranchLine key={branch.id} label={branchPlaceIn(branch.id)} phone={branch.phone} />
          ))}
        </ul>
      </div>
      <EmergencyNumbers />
    </>
  );
}
