import { EmergencyNumbers } from '@/components/info/EmergencyNumbers';
import { PageIntro } from '@/components/layout/PageIntro';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { GROUP, telHref } from '@/content/group';
import { branchPlace, listBranches } from '@/domain/branches';
import { OFFLINE_PAGE } from '@/domain/offlinePages';

export const metadata = pageMetadata({
  title: 'You are offline',
  description: `Every branch's phone number, for when there is no connection.`,
  path: OFFLINE_PAGE,
  noIndex: true,
});

/**
 * What the service worker (app/sw.ts) shows for a page it has not kept when there is no network:
 * every number a patient may need, as tap-to-call links, which work without data.
 */
export default function OfflinePage() {
  return (
    <>
      <PageIntro title="You are offline">
        <p>
          This page is not saved on your phone. Calls still work: ring our helpline or your branch.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <p className="rounded-lg bg-brand-50 p-5 text-lg">
          Helpline, day and night:{' '}
          <a href={telHref(GROUP.phone)} className="font-bold text-brand-800 underline">
            {GROUP.phone}
          </a>
        </p>
        <h2 className="heading-3 mt-8 text-brand-900">Our branches</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {listBranches().map((branch) => (
            <li key={branch.id} className="rounded-lg border border-slate-200 p-4">
              <span className="block font-semibold text-slate-900">{branchPlace(branch)}</span>
              <a
                href={telHref(branch.phone)}
                className="text-lg font-semibold text-brand-700 underline"
              >
                <span className="sr-only">Call {branchPlace(branch)}: </span>
                {branch.phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <EmergencyNumbers />
    </>
  );
}
