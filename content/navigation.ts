import { messages } from '@/domain/messages';
import { DEPARTMENT_PAGES_CONTENT, type InfoPage } from './departmentPages';
import { SERVICE_PAGES_CONTENT } from './servicePages';

/**
 * The site's menus as the legacy navigation had them (spec 000 §2), in order and with their labels.
 * The Branches and Find a consultant menus are built from the branch registry
 * (components/layout/siteMenus.ts); everything else is here.
 */

export interface NavItem {
  label: string;
  href: string;
  /** A page of another site: opened in a new tab. */
  external?: boolean;
  /** Said to screen readers after the label, where the label alone says too little. */
  more?: string;
}

export const ABOUT_MENU: readonly NavItem[] = [
  { label: 'About Us', href: '/AboutUs' },
  { label: messages.pages.boardofdirectors.title, href: '/boardofdirectors' },
  { label: 'History', href: '/history' },
  { label: messages.pages.ourprojects.title, href: '/ourprojects' },
  { label: messages.pages.corporatepannellist.title, href: '/corporatepannellist' },
];

export const COMMUNICATION_MENU: readonly NavItem[] = [
  { label: messages.pages.announcements.title, href: '/announcements' },
  { label: messages.pages.pressrelease.title, href: '/pressrelease' },
  { label: messages.pages.more.title, href: '/more' },
];

export const MORE_MENU: readonly NavItem[] = [
  { label: 'Patient Reports', href: '/labreports' },
  { label: 'Careers', href: '/careers' },
  { label: messages.pages.privacypolicy.title, href: '/privacypolicy' },
  { label: 'Complaint Registration', href: '/registercomplaint' },
  { label: messages.pages.complaintcell.title, href: '/complaintcell' },
  { label: 'Contact Us', href: '/contactus' },
];

const menuEntry = (page: InfoPage): NavItem => ({ label: page.name, href: page.path });

/** The static department pages, in the Departments menu's order. */
export const DEPARTMENT_PAGES: readonly NavItem[] = DEPARTMENT_PAGES_CONTENT.map(menuEntry);

/** The static service pages, in the Services menu's order. */
export const SERVICE_PAGES: readonly NavItem[] = SERVICE_PAGES_CONTENT.map(menuEntry);

/** The four department pages the footers link to (spec 000 §2). */
export const FOOTER_DEPARTMENTS: readonly NavItem[] = [
  '/cardiology',
  '/medicine',
  '/generalsurgery',
  '/neurology',
].map((href) => DEPARTMENT_PAGES.find((page) => page.href === href)!);

/** The footers' Resources links (spec 001 §2). */
export const RESOURCE_LINKS: readonly NavItem[] = [
  { label: 'Register a Complaint', href: '/registercomplaint' },
  { label: messages.pages.complaintcell.title, href: '/complaintcell' },
  { label: messages.pages.privacypolicy.title, href: '/privacypolicy' },
  { label: 'Learn More', href: '/more', more: 'in our press releases' },
];

export const APPOINTMENT_LINK: NavItem = { label: messages.finder.book, href: '/appointment' };

/**
 * The lab reports in one tap from the home page and the laboratory's pages, and in two from any
 * page through the menu (issue 40): under More → Patient Reports they took six, and results are
 * what most visits to a hospital end waiting for. More keeps its entry (spec 000 §2); the menu's
 * extra link is a departure (docs/differences.md).
 */
export const LAB_REPORTS_LINK: NavItem = { label: 'Lab reports', href: '/labreports' };
export const DEPARTMENTS_LANDING: NavItem = { label: 'All departments', href: '/Departments' };
export const SERVICES_LANDING: NavItem = { label: 'All services', href: '/services' };
export const BRANCHES_LANDING: NavItem = { label: 'View all branches', href: '/branches' };
export const ALL_CONSULTANTS_LABEL = 'All consultants';
