import { ExternalLink } from '@/components/ui/ExternalLink';
import { listBranches } from '@/domain/branches';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { branchPlaceIn } from '@/components/ui/branchNames';
import { telHref } from '@/content/group';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { requestMessages } from '@/components/i18n/server';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

const callLink =
  'flex min-h-11 flex-1 flex-col justify-center rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Every branch's 24/7 emergency and ambulance lines as tap-to-call links, with its address and
 * the way there: what a patient in an emergency needs first, before any text about the service.
 */
export function EmergencyNumbers() {
  const messages = requestMessages();
  const text = messages.phones;
  const urdu = requestLocale() === 'ur';
  return (
    <section aria-labelledby="emergency-numbers" className="mx-auto max-w-6xl px-4 pt-6">
      <h2 id="emergency-numbers" className="heading-3 text-brand-900">
        {text.nearest}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {listBranches().map((branch) => {
          const place = branchPlaceIn(branch.id);
          return (
            <li key={branch.id} className="rounded-lg border border-slate-200 p-3 shadow-sm">
              <h3 className="font-semibold text-brand-900">{place}</h3>
              <p className="mt-2 flex gap-2">
                <a
                  href={telHref(branch.emergencyPhone)}
                  className={`${callLink} bg-accent-600 text-white`}
                >
                  <span className="text-xs font-medium">{text.emergency}</span>
                  <PhoneNumber number={branch.emergencyPhone} />
                </a>
                <a
                  href={telHref(branch.ambulancePhone)}
                  className={`${callLink} border-2 border-accent-600 text-accent-600`}
                >
                  <span className="text-xs font-medium">{text.ambulance}</span>
                  <PhoneNumber number={branch.ambulancePhone} />
                </a>
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {urdu ? <bdi>{branch.urdu.address}۔</bdi> : <bdi lang="en">{branch.address}.</bdi>}{' '}
                <ExternalLink
                  href={branch.mapUrl}
                  className="font-semibold text-brand-700 underline"
                >
                  {text.directions}
                </ExternalLink>{' '}
                <WhatsAppLink
                  number={branch.whatsapp}
                  message={messages.whatsapp.aboutBranch(place)}
                  name={place}
                  className="font-semibold text-brand-700 underline"
                />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
