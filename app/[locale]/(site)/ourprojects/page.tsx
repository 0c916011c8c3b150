import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { PROJECTS } from '@/content/projects';
import { isolated } from '@/components/ui/isolate';

export const generateMetadata = staticPageMetadata('ourprojects', '/ourprojects');

/** The projects (spec 000 §2): eleven cards. */
export default async function ProjectsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.ourprojects.title')} />
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {PROJECTS.map((project) => (
          <li key={project.id}>
            <article className="h-full rounded-lg border border-slate-200 p-5 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">
                {t(`copy.projects.status.${project.status}`)}
                {' · '}
                {t(`copy.projects.items.${project.id}.location`)}
              </p>
              <h2 className="heading-4 mt-1 text-brand-900">
                {isolated(t(`copy.projects.items.${project.id}.title`))}
              </h2>
              <p className="mt-2 text-slate-700">
                {isolated(t(`copy.projects.items.${project.id}.summary`))}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
