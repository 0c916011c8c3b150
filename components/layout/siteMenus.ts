import {
  ABOUT_MENU,
  BRANCHES_LANDING,
  COMMUNICATION_MENU,
  DEPARTMENT_PAGES,
  DEPARTMENTS_LANDING,
  MORE_MENU,
  navItem,
  navItems,
  SERVICE_PAGES,
  SERVICES_LANDING,
  type NavItem,
} from '@/content/navigation';
import { messages } from '@/domain/messages';
import { translator, type Translator } from '@/domain/messages/translator';
import { CONSULTANT_LIST_PATHS } from '@/domain/addresses';
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
export function siteMenus(
  branches: readonly NavBranchFragment[],
  /** The page's translator (`getTranslations()`): the menus in its language. */
  t: Translator = translator(messages),
  /** The branch's name in the page's language (the registry's Urdu on Urdu pages). */
  nameOf: (branch: NavBranchFragment) => string = (branch) => branch.displayName,
): NavMenu[] {
  const { own, trust, partner } = byAffiliation(branches);
  const page = (branch: NavBranchFragment): NavItem => ({
    label: nameOf(branch),
    href: branch.landingPath,
  });
  const consultants = (branch: NavBranchFragment): NavItem => ({
    label: nameOf(branch),
    href: branch.consultantsPath,
  });
  const partnerSite = (href: string, label: 'partnerWebsite' | 'partnerDoctors') =>
    partner.map((branch): NavItem => ({
      label: t(`site.${label}`, { hospital: nameOf(branch) }),
      href,
      external: true,
    }));

  return [
    { id: 'about', label: t('site.menus.about'), items: navItems(t, ABOUT_MENU) },
    {
      id: 'branches',
      label: t('site.menus.branches'),
      items: [
        navItem(t, BRANCHES_LANDING),
        ...own.map(page),
        ...trust.map(page),
        ...partner.map(page),
        ...partnerSite(EXTERNAL_LINKS.partnerHospital, 'partnerWebsite'),
      ],
    },
    {
      id: 'consultants',
      label: t('site.menus.consultants'),
      items: [
        { label: t('nav.allConsultants'), href: CONSULTANT_LIST_PATHS.ALL[0] },
        ...[...own, ...trust, ...partner].map(consultants),
        ...partnerSite(EXTERNAL_LINKS.partnerHospitalDoctors, 'partnerDoctors'),
      ],
    },
    {
      id: 'communication',
      label: t('site.menus.communication'),
      items: navItems(t, COMMUNICATION_MENU),
    },
    { id: 'more', label: t('site.menus.more'), items: navItems(t, MORE_MENU) },
    {
      id: 'departments',
      label: t('site.menus.departments'),
      items: navItems(t, [DEPARTMENTS_LANDING, ...DEPARTMENT_PAGES]),
      offHome: true,
    },
    {
      id: 'services',
      label: t('site.menus.services'),
      items: navItems(t, [SERVICES_LANDING, ...SERVICE_PAGES]),
      offHome: true,
    },
  ];
}
