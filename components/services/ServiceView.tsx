import Link from 'next/link';
import { PageIntro } from '@/components/layout/PageIntro';
import { ContentImage } from '@/components/ui/ContentImage';
import type { ServiceDetailQuery } from '@/graphql/__generated__/operations';
import { CmsSection } from '@/components/ui/CmsSection';

type Service = NonNullable<ServiceDetailQuery['service']>;

/** A service of one branch: its title, picture, summary and description. */
export function ServiceView({ service }: { service: Service }) {
  return (
    <>
      <PageIntro title={service.title}>{service.summary && <p>{service.summary}</p>}</PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <div className="overflow-hidden rounded-lg">
          <ContentImage image={service.image} sizes="(min-width: 896px) 864px, 100vw" priority />
        </div>
        <CmsSection
          id="service-about"
          heading="About the service"
          html={service.profileHtml}
          className="mt-8"
          large
        />
        {service.branch && (
          <p className="mt-8">
            <Link
              href={service.branch.landingPath}
              className="font-semibold text-brand-700 underline"
            >
              About {service.branch.displayName}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
