import { useTranslations } from 'next-intl';
import { href } from '@/domain/addresses/href';
import { requestLocale } from '@/graphql/renderedLocale';
import { departmentInUrdu } from '@/components/consultants/byRule';
import { shown } from '@/components/consultants/inUrdu';
import { getBranch } from '@/domain/branches';
import { DEPARTMENT_PAGES_CONTENT, englishName } from '@/content/infoPages';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { DepartmentIcon } from '@/components/ui/departmentIcons';
import type { DepartmentsLandingQuery } from '@/graphql/__generated__/operations';

/**
 * The Departments landing (spec 000 §2): a banner, the group's main departments (each with its
 * subject's icon), and the departments of each branch from the content service. A branch whose
 * departments cannot be read is left out without a message, as department lists are (spec 000 §4).
 */
export function DepartmentsLanding({
  branches,
}: {
  branches: DepartmentsLandingQuery['branches'];
}) {
  const listed = branches.filter((branch) => branch.departments.length > 0);
  const messages = useTranslations();
  const text = useTranslations('departments');
  const urdu = requestLocale() === 'ur';
  return (
    <>
      <PageIntro title={messages('pages.departments.title')}>
        <p>{text('intro')}</p>
      </PageIntro>
      <section aria-labelledby="main-departments" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="main-departments" className="heading-2 text-brand-900">
          {text('mainDepartments')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DEPARTMENT_PAGES_CONTENT.map((page) => (
            <li key={page.path} className="rounded-lg border border-slate-200 p-5 shadow-sm">
              {/* The icon is chosen by the English name: the page's address names the same subject. */}
              <DepartmentIcon name={englishName(page)} className="art-chip" />
              <h3 className="heading-4 mt-3 text-brand-900">
                <Link href={page.path} className="underline-offset-2 hover:underline">
                  {messages(`${page.copy}.name`)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{messages(`${page.copy}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {listed.length > 0 && (
        <section aria-labelledby="branch-departments" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="branch-departments" className="heading-2 text-brand-900">
              {text('atBranches')}
            </h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {listed.map((branch) => (
                <section key={branch.id} aria-labelledby={`departments-${branch.id}`}>
                  <h3
                    id={`departments-${branch.id}`}
                    className="text-lg font-semibold text-slate-900"
                  >
                    {urdu ? getBranch(branch.id).urdu.displayName : branch.displayName}
                  </h3>
                  <ul className="mt-2 space-y-1">
                    {branch.departments.map((department) => (
                      <li key={department.id}>
                        <Link
                          href={href.department(department.id)}
                          className="inline-block py-1 text-brand-700 underline underline-offset-2"
                        >
                          {shown(urdu, urdu && departmentInUrdu(department.name), department.name)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
