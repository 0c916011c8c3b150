import type { ReactNode } from 'react';
import Link from 'next/link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { accentButton } from '@/components/ui/buttons';
import { CONSULTANT_LIST_PATHS } from '@/domain/consultantLists';
import { DEPARTMENT_PAGES_CONTENT, type InfoPage } from '@/content/departmentPages';
import { APPOINTMENT_LINK } from '@/content/navigation';
import { SERVICE_PAGES_CONTENT } from '@/content/servicePages';

const PAGES = new Map(
  [...DEPARTMENT_PAGES_CONTENT, ...SERVICE_PAGES_CONTENT].map((page) => [page.path, page]),
);

function InfoPageView({ page, first }: { page: InfoPage; first?: ReactNode }) {
  return (
    <>
      <PageIntro title={page.name}>
        <p>{page.description}</p>
      </PageIntro>
      {first}
      <Prose>
        {page.details.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2>What we offer</h2>
        <ul>
          {page.offers.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-3 pt-4">
          <Link href={APPOINTMENT_LINK.href} className={`${accentButton} no-underline`}>
            {APPOINTMENT_LINK.label}
          </Link>
          {page.consultantSearch && (
            <Link
              href={`${CONSULTANT_LIST_PATHS.ALL[0]}?department=${encodeURIComponent(page.consultantSearch)}`}
            >
              Find a {page.name.toLowerCase()} consultant
            </Link>
          )}
        </p>
      </Prose>
    </>
  );
}

/**
 * A static department or service page (spec 000 §2: name, description and details text), at the
 * address the menu links to. Each address has its route file, which binds it here; `first` is
 * what the page shows before its text (the emergency numbers).
 */
export function infoPageRoute(path: string, first?: ReactNode) {
  const page = PAGES.get(path);
  if (!page) throw new Error(`No static page at ${path}`);
  return {
    metadata: pageMetadata({ title: page.name, description: page.description, path }),
    Page: () => <InfoPageView page={page} first={first} />,
  };
}
