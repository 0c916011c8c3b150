import { PageIntro } from '@/components/layout/PageIntro';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { GROUP } from '@/content/group';
import * as enProjects from '@/content/projects';
import * as urProjects from '@/content/ur/projects';
import { localized } from '@/i18n/server';

export const metadata = pageMetadata({
  title: 'Our Projects',
  description: `What ${GROUP.name} has built and is building for its patients.`,
  path: '/ourprojects',
});

/** The projects (spec 000 §2): eleven cards. */
export default function ProjectsPage() {
  const { PROJECTS } = localized(enProjects, urProjects);
  return (
    <>
      <PageIntro title="Our Projects" />
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {PROJECTS.map((project) => (
          <li key={project.title}>
            <article className="h-full rounded-lg border border-slate-200 p-5 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">
                {project.status} · {project.location}
              </p>
              <h2 className="heading-4 mt-1 text-brand-900">{project.title}</h2>
              <p className="mt-2 text-slate-700">{project.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
