import { useTranslations } from 'next-intl';
import { CmsArticle } from '@/components/layout/CmsArticle';
import { PageIntro } from '@/components/layout/PageIntro';
import type { ServiceDetailQuery } from '@/graphql/__generated__/operations';
import { requestLocale } from '@/graphql/renderedLocale';
import { urduBranchName } from '@/domain/branches';
import { English } from '@/components/consultants/inUrdu';
import Link from '@/components/i18n/Link';
import { outlineButton } from '@/components/ui/buttons';
import { LAB_REPORTS_LINK, navItem } from '@/content/navigation';
import { isLaboratoryService } from '@/domain/labs';

type Service = NonNullable<ServiceDetailQuery['service']>;

/**
 * A service of one branch: its title, picture (or its subject's icon when it has none of its
 * own), summary and description.
 */
export function ServiceView({ service }: { service: Service }) {
  const t = useTranslations();
  const urdu = requestLocale() === 'ur';
  // The title and summary are the content service's English; the branch, the registry's Urdu.
  const free = (text: string) => (urdu ? <English>{text}</English> : text);
  const branch = service.branch && {
    ...service.branch,
    displayName: (urdu && urduBranchName(service.branch.displayName)) || service.branch.displayName,
  };
  return (
    <>
      <PageIntro title={free(service.title)}>
        {service.summary && <p>{free(service.summary)}</p>}
        {/* The laboratory's page leads to its reports (issue 40). */}
        {isLaboratoryService(service.title) && (
          <p className="mt-5">
            <Link href={LAB_REPORTS_LINK.href} className={outlineButton}>
              {navItem(t, LAB_REPORTS_LINK).label}
            </Link>
          </p>
        )}
      </PageIntro>
      <CmsArticle
        image={service.image}
        artFor={service.title}
        section={{
          id: 'service-about',
          heading: t('departments.aboutService'),
          html: service.profileHtml,
        }}
        branch={branch}
      />
    </>
  );
}
