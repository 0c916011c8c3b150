/** The Urdu of content/navigation.ts: a draft for the hospital to review before launch. */
import type * as en from '../navigation';
import type { Translated } from '@/domain/messages/translated';
import type * as enPages from '../departmentPages';
import { DEPARTMENT_PAGES_CONTENT } from './departmentPages';
import { SERVICE_PAGES_CONTENT } from './servicePages';
import ur from '@/messages/ur.json' with { type: 'json' };

type NavItem = Translated<en.NavItem>;
type InfoPage = Translated<enPages.InfoPage>;

export const ABOUT_MENU: Translated<typeof en.ABOUT_MENU> = [
  { label: 'ہمارے بارے میں', href: '/AboutUs' },
  { label: 'بورڈ آف ڈائریکٹرز', href: '/boardofdirectors' },
  // "ہماری تاریخ", as its neighbours "ہمارے بارے میں" and "ہمارے منصوبے": "تاریخ" alone reads as "date".
  { label: 'ہماری تاریخ', href: '/history' },
  { label: 'ہمارے منصوبے', href: '/ourprojects' },
  { label: 'کارپوریٹ پینل کی فہرست', href: '/corporatepannellist' },
];

export const COMMUNICATION_MENU: Translated<typeof en.COMMUNICATION_MENU> = [
  { label: 'اعلانات', href: '/announcements' },
  { label: 'خبریں اور تقریبات', href: '/pressrelease' },
  { label: 'پریس ریلیز', href: '/more' },
];

export const MORE_MENU: Translated<typeof en.MORE_MENU> = [
  { label: 'لیب رپورٹیں', href: '/labreports' },
  { label: 'ملازمتیں', href: '/careers' },
  { label: 'رازداری کی پالیسی', href: '/privacypolicy' },
  { label: 'شکایت درج کریں', href: '/registercomplaint' },
  { label: 'شکایت سیل', href: '/complaintcell' },
  { label: 'ہم سے رابطہ کریں', href: '/contactus' },
];

const menuEntry = (page: InfoPage): NavItem => ({ label: page.name, href: page.path });

/** The static department pages, in the Departments menu's order. */
export const DEPARTMENT_PAGES: Translated<typeof en.DEPARTMENT_PAGES> =
  DEPARTMENT_PAGES_CONTENT.map(menuEntry);

/** The static service pages, in the Services menu's order. */
export const SERVICE_PAGES: Translated<typeof en.SERVICE_PAGES> =
  SERVICE_PAGES_CONTENT.map(menuEntry);

/** The four department pages the footers link to. */
export const FOOTER_DEPARTMENTS: Translated<typeof en.FOOTER_DEPARTMENTS> = [
  '/cardiology',
  '/medicine',
  '/generalsurgery',
  '/neurology',
].map((href) => DEPARTMENT_PAGES.find((page) => page.href === href)!);

export const RESOURCE_LINKS: Translated<typeof en.RESOURCE_LINKS> = [
  { label: 'شکایت درج کریں', href: '/registercomplaint' },
  { label: 'شکایت سیل', href: '/complaintcell' },
  { label: 'رازداری کی پالیسی', href: '/privacypolicy' },
  { label: 'مزید جانیں', href: '/more', more: 'ہماری پریس ریلیزوں سے' },
];

export const APPOINTMENT_LINK: Translated<typeof en.APPOINTMENT_LINK> = {
  label: ur.finder.book,
  href: '/appointment',
};
export const LAB_REPORTS_LINK: Translated<typeof en.LAB_REPORTS_LINK> = {
  label: 'لیب رپورٹیں',
  href: '/labreports',
};
export const DEPARTMENTS_LANDING: Translated<typeof en.DEPARTMENTS_LANDING> = {
  label: 'تمام شعبے',
  href: '/Departments',
};
export const SERVICES_LANDING: Translated<typeof en.SERVICES_LANDING> = {
  label: 'تمام خدمات',
  href: '/services',
};
export const BRANCHES_LANDING: Translated<typeof en.BRANCHES_LANDING> = {
  label: 'تمام برانچیں دیکھیں',
  href: '/branches',
};
export const ALL_CONSULTANTS_LABEL: Translated<typeof en.ALL_CONSULTANTS_LABEL> = 'تمام ڈاکٹر';
