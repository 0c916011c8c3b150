import {
  ABOUT_MENU,
  ALL_CONSULTANTS_LABEL,
  BRANCHES_LANDING,
  COMMUNICATION_MENU,
  DEPARTMENT_PAGES,
  DEPARTMENTS_LANDING,
  MORE_MENU,
  SERVICE_PAGES,
  SERVICES_LANDING,
  type NavItem,
} from '@/content/navigation';
import { CONSULTANT_LIST_PATHS } from '@/domain/consultantLists';
import { EXTERNAL_LINKS } from '@/content/group';
import type { NavBranchFragment } from '@/graphql/__generated__/operations';

export interface NavMenu {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Left out of the home page's navigation (spec 000 §2). */
  offHome?: boolean;
}

/** The hospitals in the order the legacy menus list them: branches, the trust, the partner. */
function byAffiliation(branches: readonly NavBranchFragment[]) {
  const of = (affiliation: NavBranchFragment['affiliation']) =>
    branches.filter((branch) => branch.affiliation === affiliation);
  return { own: of('BRANCH'), trust: of('TRUST'), partner: of('PARTNER') };
}

/**
 * The navigation's menus between Home and the appointment button. The partner hospital has pages
 * here like every branch, and a site of its own as a further, external entry (issue 19: the legacy
 * menus led only to that site, so its pages here were in no menu).
 */
export function siteMenus(branches: readonly NavBranchFragment[]): NavMenu[] {
  const { own, trust, partner } = byAffiliation(branches);
  const page = (branch: NavBranchFragment): NavItem => ({
    label: branch.displayName,
    href: branch.landingPath,
  });
  const consultants = (branch: NavBranchFragment): NavItem => ({
    label: branch.displayName,
    href: branch.consultantsPath,
  });
  const partnerSite = (href: string, what: string) =>
    partner.map((branch): NavItem => ({
      label: `${branch.displayName} ${what}`,
      href,
      external: true,
    }));

  return [
    { id: 'about', label: 'About Us', items: ABOUT_MENU },
    {
      id: 'branches',
      label: 'Branches',
      items: [
        BRANCHES_LANDING,
        ...own.map(page),
        ...trust.map(page),
        ...partner.map(page),
        ...partnerSite(EXTERNAL_LINKS.partnerHospital, 'website'),
      ],
    },
    {
      id: 'consultants',
      label: 'Find a consultant',
      items: [
        { label: ALL_CONSULTANTS_LABEL, href: CONSULTANT_LIST_PATHS.ALL[0] },
        ...[...own, ...trust, ...partner].map(consultants),
        ...partnerSite(EXTERNAL_LINKS.partnerHospitalDoctors, 'doctors on its website'),
      ],
    },
    { id: 'communication', label: 'Communication', items: COMMUNICATION_MENU },
    { id: 'more', label: 'More', items: MORE_MENU },
    {
      id: 'departments',
      label: 'Departments',
      items: [DEPARTMENTS_LANDING, ...DEPARTMENT_PAGES],
      offHome: true,
    },
    {
      id: 'services',
      label: 'Services',
      items: [SERVICES_LANDING, ...SERVICE_PAGES],
      offHome: true,
    },
  ];
}
