import { DeferredMap } from '@/components/layout/DeferredMap';
import { useTranslations } from 'next-intl';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { LandingBranch } from './types';

/** Where the branch is: its address, a map link and the map itself, loaded when scrolled near. */
export function BranchLocation({
  branch,
}: {
  branch: Pick<LandingBranch, 'displayName' | 'address' | 'mapUrl' | 'mapEmbedUrl'>;
}) {
  const t = useTranslations('site');
  return (
    <section aria-labelledby="location-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="location-heading" className="heading-2 text-brand-900">
        {t('location')}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{branch.address}</p>
      <p className="mt-2">
        <ExternalLink href={branch.mapUrl} className="font-semibold text-brand-700 underline">
          {t('openInMaps')}
        </ExternalLink>
      </p>
      <div className="mt-6">
        <DeferredMap
          src={branch.mapEmbedUrl}
          href={branch.mapUrl}
          title={t('mapOf', { place: branch.displayName })}
          newTab={t('opensNewTab')}
        />
      </div>
    </section>
  );
}
