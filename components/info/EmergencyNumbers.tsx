import { useTranslations } from 'next-intl';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { listBranches } from '@/domain/branches';
import { requestLocale } from '@/graphql/renderedLocale';
import { branchPlaceIn } from '@/components/ui/branchNames';
import { RescueCall } from '@/components/ui/RescueCall';
import { EmergencyLines } from './EmergencyLines';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { NearestFirst } from '@/components/branches/NearestFirst';

/**
 * Rescue 1122 first (a patient far from every branch, or not knowing which is nearest, calls it),
 * then every branch's 24/7 emergency and ambulance lines as tap-to-call links, with its address
 * and the way there: what a patient in an emergency needs first, before any text about the service.
 * The patient may put the nearest branch first (NearestFirst); the page, and the offline copy the
 * service worker keeps of it, carry the branches' positions for that.
 */
export function EmergencyNumbers() {
  const text = useTranslations('phones');
  const whatsapp = useTranslations('whatsapp');
  const urdu = requestLocale() === 'ur';
  return (
    <section aria-labelledby="emergency-numbers" className="mx-auto max-w-6xl px-4 pt-6">
      <RescueCall className="mb-6 max-w-md" />
      <h2 id="emergency-numbers" className="heading-3 text-brand-900">
        {text('nearest')}
      </h2>
      <ClientMessages namespaces={['nearest']}>
        <NearestFirst
          className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="rounded-lg border border-slate-200 p-3 shadow-sm"
          entries={listBranches().map((branch) => {
            const place = branchPlaceIn(branch.id);
            return {
              id: branch.id,
              name: place,
              position: branch.position,
              node: (
                <>
                  <h3 className="font-semibold text-brand-900">{place}</h3>
                  <EmergencyLines branch={branch} className="mt-2" />
                  <p className="mt-2 text-sm text-slate-700">
                    {urdu ? (
                      <bdi>{branch.urdu.address}۔</bdi>
                    ) : (
                      <bdi lang="en">{branch.address}.</bdi>
                    )}{' '}
                    <ExternalLink
                      href={branch.mapUrl}
                      className="font-semibold text-brand-700 underline"
                    >
                      {text('directions')}
                    </ExternalLink>{' '}
                    <WhatsAppLink
                      number={branch.whatsapp}
                      message={whatsapp('aboutBranch', { branch: place })}
                      name={place}
                      className="font-semibold text-brand-700 underline"
                    />
                  </p>
                </>
              ),
            };
          })}
        />
      </ClientMessages>
    </section>
  );
}
