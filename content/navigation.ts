import type { MessageKey } from '@/domain/messages';
import { href } from '@/domain/addresses/href';
import type { Translator } from '@/domain/messages/translator';
import { DEPARTMENT_PAGES_CONTENT, SERVICE_PAGES_CONTENT, type InfoPage } from './infoPages';

/**
 * The site's menus as the legacy navigation had them (spec 000 §2), in order. The Branches and
 * Find a consultant menus are built from the branch registry (components/layout/siteMenus.ts);
 * everything else is here. A link is written as its address and the catalogue key of its words
 * (a page's own title where the menu says the same); `navItem(t, link)` reads it in the page's
 * language.
 */

/** A link as the page shows it, in its language. */
export interface NavItem {
  label: string;
  href: string;
  /** A page of another site: opened in a new tab. */
  external?: boolean;
  /** Said to screen readers after the label, where the label alone says too little. */
  more?: string;
}

/** A link as written here: its address and the catalogue keys of its words. */
export interface NavLink {
  label: MessageKey;
  href: string;
  more?: MessageKey;
}

export const ABOUT_MENU: readonly NavLink[] = [
  { label: 'pages.aboutus.title', href: '/AboutUs' },
  { label: 'pages.boardofdirectors.title', href: '/boardofdirectors' },
  { label: 'pages.history.title', href: '/history' },
  { label: 'pages.ourprojects.title', href: '/ourprojects' },
  { label: 'pages.corporatepannellist.title', href: '/corporatepannellist' },
];

export const COMMUNICATION_MENU: readonly NavLink[] = [
  { label: 'pages.announcements.title', href: '/announcements' },
  { label: 'pages.pressrelease.title', href: '/pressrelease' },
  { label: 'pages.more.title', href: '/more' },
];

export const MORE_MENU: readonly NavLink[] = [
  { label: 'nav.patientReports', href: '/labreports' },
  { label: 'pages.careers.title', href: '/careers' },
  { label: 'pages.privacypolicy.title', href: '/privacypolicy' },
  { label: 'nav.complaintRegistration', href: '/registercomplaint' },
  { label: 'pages.complaintcell.title', href: '/complaintcell' },
  { label: 'pages.contactus.title', href: '/contactus' },
];

const menuEntry = (page: InfoPage): NavLink => ({ label: `${page.copy}.name`, href: page.path });

/** The static department pages, in the Departments menu's order. */
export const DEPARTMENT_PAGES: readonly NavLink[] = DEPARTMENT_PAGES_CONTENT.map(menuEntry);

/** The static service pages, in the Services menu's order. */
export const SERVICE_PAGES: readonly NavLink[] = SERVICE_PAGES_CONTENT.map(menuEntry);

/** The four department pages the footers link to (spec 000 §2). */
export const FOOTER_DEPARTMENTS: readonly NavLink[] = [
  '/cardiology',
  '/medicine',
  '/generalsurgery',
  '/neurology',
].map((href) => DEPARTMENT_PAGES.find((page) => page.href === href)!);

/** The footers' Resources links (spec 001 §2). */
export const RESOURCE_LINKS: readonly NavLink[] = [
  { label: 'nav.registerComplaint', href: '/registercomplaint' },
  { label: 'pages.complaintcell.title', href: '/complaintcell' },
  { label: 'pages.privacypolicy.title', href: '/privacypolicy' },
  { label: 'pages.learnmore.title', href: '/more', more: 'nav.learnMoreMore' },
];

export const APPOINTMENT_LINK: NavLink = { label: 'finder.book', href: href.appointment() };

/**
 * The lab reports in one tap from the home page and the laboratory's pages, and in two from any
 * page through the menu (issue 40): under More → Patient Reports they took six, and results are
 * what most visits to a hospital end waiting for. More keeps its entry (spec 000 §2); the menu's
 * extra link is a departure (docs/differences.md).
 */
export const LAB_REPORTS_LINK: NavLink = { label: 'titles.labReports', href: '/labreports' };
export const DEPARTMENTS_LANDING: NavLink = { label: 'nav.allDepartments', href: '/Departments' };
export const SERVICES_LANDING: NavLink = { label: 'nav.allServices', href: '/services' };
export const BRANCHES_LANDING: NavLink = { label: 'nav.viewAllBranches', href: '/branches' };

/** A link in the page's language, read with the page's translator (`getTranslations()`). */
export function navItem(t: Translator, link: NavLink): NavItem {
  // The keys name messages without arguments (tests/unit/navigation.test.ts); the type of a
  // message key does not say which those are.
  const say = t as (key: MessageKey) => string;
  return { label: say(link.label), href: link.href, ...(link.more && { more: say(link.more) }) };
}

/** Links in the page's language. */
export const navItems = (t: Translator, links: readonly NavLink[]): NavItem[] =>
  links.map((link) => navItem(t, link));
