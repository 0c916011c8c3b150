import { messages, type EnglishMessages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import { DEPARTMENT_PAGE_PATHS, SERVICE_PAGE_PATHS } from '@/domain/addresses';

/**
 * The static department and service pages the Departments and Services menus lead to (spec 000
 * §2: "name, description and details text"): their addresses, in the menus' order, are the address
 * table's (domain/addresses); their words (name, description, details, what is offered) the
 * catalogue's, `copy.departmentPages.<page>` and `copy.servicePages.<page>`, keyed by the address
 * without its slash.
 */
export type DepartmentPage = keyof EnglishMessages['copy']['departmentPages'];
export type ServicePage = keyof EnglishMessages['copy']['servicePages'];

export interface InfoPage {
  /** The page's address, as the menu links it: `/cardiology`. */
  path: `/${DepartmentPage | ServicePage}`;
  /** The catalogue group of its words. */
  copy: `copy.departmentPages.${DepartmentPage}` | `copy.servicePages.${ServicePage}`;
  /** The Find your Consultant department option that finds its consultants, where there is one. */
  consultantSearch?: string;
}

/** The page's key in the catalogue: its address without the slash. */
const keyOf = <Key extends string>(path: `/${Key}`): Key => path.slice(1) as Key;

// The address table's pages (domain/addresses), each with its words in the catalogue: the type
// checker refuses an address the catalogue has no group for.
const departmentPaths: readonly `/${DepartmentPage}`[] = DEPARTMENT_PAGE_PATHS;
const servicePaths: readonly `/${ServicePage}`[] = SERVICE_PAGE_PATHS;

/** The Find your Consultant department option that finds a department page's consultants. */
const CONSULTANT_SEARCH: Partial<Record<`/${DepartmentPage}`, string>> = {
  '/cardiology': 'Cardiology',
  '/medicine': 'Medicine',
  '/neurology': 'Neuro',
  '/orthopedic': 'Orthopaedic',
};

export const DEPARTMENT_PAGES_CONTENT: readonly InfoPage[] = departmentPaths.map((path) => {
  const consultantSearch = CONSULTANT_SEARCH[path];
  return {
    path,
    copy: `copy.departmentPages.${keyOf(path)}`,
    ...(consultantSearch && { consultantSearch }),
  };
});

export const SERVICE_PAGES_CONTENT: readonly InfoPage[] = servicePaths.map((path) => ({
  path,
  copy: `copy.servicePages.${keyOf(path)}`,
}));

/** The page's English name, which rules read: the speciality it is, the icon that shows it. */
export const englishName = (page: InfoPage): string => translator(messages)(`${page.copy}.name`);
