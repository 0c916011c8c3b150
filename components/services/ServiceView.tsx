import { CmsArticle } from '@/components/layout/CmsArticle';
import { PageIntro } from '@/components/layout/PageIntro';
import type { ServiceDetailQuery } from '@/graphql/__generated__/operations';

type Service = NonNullable<ServiceDetailQuery['service']>;

/**
 * A service of one branch: its title, picture (or its subject's icon when it has none of its
 * own), summary and description.
 */
export function ServiceView({ service }: { service: Service }) {
  return (
    <>
      <PageIntro title={service.title}>{service.summary && <p>{service.summary}</p>}</PageIntro>
      <CmsArticle
        image={service.image}
        artFor={service.title}
        section={{ id: 'service-about', heading: 'About the service', html: service.profileHtml }}
        branch={service.branch}
      />
    </>
  );
}
