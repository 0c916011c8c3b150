import { useTranslations } from 'next-intl';
import { ServiceGrid } from '@/components/services/ServiceCard';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import type { LandingBranch } from './types';

/**
 * The branch's services. When they cannot be read the block says so (spec 000 §8); when there are
 * none, Doctors Hospital and Bahria Enclave say "No services available." and the others show no
 * block (spec 000 §2).
 */
export function BranchServices({
  branch,
  error,
}: {
  branch: Pick<LandingBranch, 'services' | 'noServicesText'>;
  error: string | undefined;
}) {
  const { services, noServicesText } = branch;
  const messages = useTranslations();
  if (services?.length === 0 && !noServicesText) return null;
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="services-heading" className="heading-2 text-brand-900">
          {messages('branches.featuredServices')}
        </h2>
        {!services ? (
          <ErrorMessage message={error ?? messages('upstream.services')} />
        ) : services.length === 0 ? (
          <p className="mt-4 text-lg text-slate-700">{noServicesText}</p>
        ) : (
          <ServiceGrid services={services} />
        )}
      </div>
    </section>
  );
}
