import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { PictureOrArt } from '@/components/ui/FallbackArt';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { requestLocale } from '@/graphql/renderedLocale';
import { departmentInUrdu } from '@/components/consultants/byRule';
import { urduBranchName } from '@/domain/branches';
import { English, shown } from '@/components/consultants/inUrdu';
import type { DepartmentDetailQuery } from '@/graphql/__generated__/operations';
import { CmsSection } from '@/components/ui/CmsSection';

type Department = NonNullable<DepartmentDetailQuery['department']>;

/**
 * A department of one branch: its name, picture (or a strip with its subject's icon when it has
 * none), description and the services it offers. When only the services cannot be read, their
 * block says so (spec 000 §8) and the rest stands.
 */
export function DepartmentView({
  department,
  servicesError,
}: {
  department: Department;
  servicesError: string | undefined;
}) {
  const { branch, services } = department;
  const messages = useTranslations();
  const t = useTranslations('departments');
  const urdu = requestLocale() === 'ur';
  const branchName = (english: string) => shown(urdu, urdu && urduBranchName(english), english);
  const branchText = (english: string) => (urdu && urduBranchName(english)) || english;
  return (
    <>
      <PageIntro title={shown(urdu, urdu && departmentInUrdu(department.name), department.name)}>
        {department.branchName && <p>{branchName(department.branchName)}</p>}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {/* The picture's alt text is the department's name as the content service sends it. */}
          <div lang="en" className="mb-6 overflow-hidden rounded-lg">
            <PictureOrArt
              image={department.image}
              name={department.name}
              sizes="(min-width: 768px) 700px, 100vw"
              priority
              band
            />
          </div>
          <CmsSection
            id="department-about"
            heading={t('aboutDepartment')}
            html={department.descriptionHtml}
            large
          />
        </div>
        <aside
          aria-labelledby="department-services"
          className="rounded-lg bg-brand-50 p-6 md:self-start"
        >
          <h2 id="department-services" className="heading-3 text-brand-900">
            {t('services')}
          </h2>
          {!services ? (
            <ErrorMessage message={servicesError ?? messages('upstream.departmentServices')} />
          ) : services.length === 0 ? (
            <p className="mt-3 text-slate-700">{t('noServices')}</p>
          ) : (
            <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
              {services.map((service) => (
                <li key={service.id}>{urdu ? <English>{service.name}</English> : service.name}</li>
              ))}
            </ul>
          )}
          {branch && (
            <p className="mt-6 space-y-2">
              <Link
                href={branch.consultantsPath}
                className="block font-semibold text-brand-700 underline"
              >
                {t('consultantsAt', { branch: branchText(branch.displayName) })}
              </Link>
              <Link
                href={branch.landingPath}
                className="block font-semibold text-brand-700 underline"
              >
                {t('aboutBranch', { branch: branchText(branch.displayName) })}
              </Link>
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
