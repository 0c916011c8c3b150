import { messages, type EnglishMessages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';

/**
 * The static department and service pages the Departments and Services menus lead to (spec 000
 * §2: "name, description and details text"), in the menus' order. Their words (name, description,
 * details, what is offered) are the catalogue's, `copy.departmentPages.<page>` and
 * `copy.servicePages.<page>`, keyed by the page's address without its slash.
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

const department = (page: DepartmentPage, consultantSearch?: string): InfoPage => ({
  path: `/${page}`,
  copy: `copy.departmentPages.${page}`,
  ...(consultantSearch && { consultantSearch }),
});

const service = (page: ServicePage): InfoPage => ({
  path: `/${page}`,
  copy: `copy.servicePages.${page}`,
});

export const DEPARTMENT_PAGES_CONTENT: readonly InfoPage[] = [
  department('cardiology', 'Cardiology'),
  department('medicine', 'Medicine'),
  department('generalsurgery'),
  department('gynaecology'),
  department('paeds'),
  department('neurology', 'Neuro'),
  department('orthopedic', 'Orthopaedic'),
];

export const SERVICE_PAGES_CONTENT: readonly InfoPage[] = [
  service('homemedical'),
  service('bloodbank'),
  service('emergency'),
  service('fhlaboratory'),
  service('icu'),
  service('operationtheatre'),
];

/** The page's English name, which rules read: the speciality it is, the icon that shows it. */
export const englishName = (page: InfoPage): string => translator(messages)(`${page.copy}.name`);
