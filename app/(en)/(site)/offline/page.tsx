import { EmergencyNumbers } from '@/components/info/EmergencyNumbers';
import { PageIntro } from '@/components/layout/PageIntro';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { BranchLine, Helpline } from '@/components/info/BranchLines';
import { branchPlace, listBranches } from '@/domain/branches';
import { requestMessages } from '@/i18n/server';

export const metadata = pageMetadata({
  title: 'You are offline',
  description: `Every branch's phone number, for when there is no connection.`,
  path: '/offline',
  noIndex: true,
});

/**
 * What the service worker (app/sw.ts) shows for a page it has not kept when there is no network:
 * every number a patient may need, as tap-to-call links, which work without data.
 */
export default function OfflinePage() {
  const text = requestMessages().phones;
  return (
    <>
      <PageIntro title="You are offline">
        <p>{text.offlineIntro}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <Helpline label={text.helplineAlways} />
        <h2 className="heading-3 mt-8 text-brand-900">{text.ourBranches}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {/* No WhatsApp here: without a connection it cannot send either. */}
          {listBranches().map((branch) => (
            <BranchLine key={branch.id} label={branchPlace(branch)} phone={branch.phone} />
          ))}
        </ul>
      </div>
      <EmergencyNumbers />
    </>
  );
}
