import * as englishNavigation from '@/content/navigation';
import type { NavItem } from '@/content/navigation';
import { messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
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

type SiteKey =
  `menus.${keyof (typeof messages)['site']['menus']}` | 'partnerWebsite' | 'partnerDoctors';

const englishSite = (key: SiteKey, values?: { hospital: string }) =>
  translator(messages)(`site.${key}`, values as { hospital: string });

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
  navigation: typeof englishNavigation = englishNavigation,
  /** The catalogue's `site` area in the page's language (`getTranslations('site')`). */
  t: (key: SiteKey, values?: { hospital: string }) => string = englishSite,
  /** The branch's name in the page's language (the registry's Urdu on Urdu pages). */
  nameOf: (branch: NavBranchFragment) => string = (branch) => branch.displayName,
): NavMenu[] {
  const {
    ABOUT_MENU,
    ALL_CONSULTANTS_LABEL,
    BRANCHES_LANDING,
    COMMUNICATION_MENU,
    DEPARTMENT_PAGES,
    DEPARTMENTS_LANDING,
    MORE_MENU,
    SERVICE_PAGES,
    SERVICES_LANDING,
  } = navigation;
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
      label: t(label, { hospital: nameOf(branch) }),
      href,
      external: true,
    }));

  return [
    { id: 'about', label: t('menus.about'), items: ABOUT_MENU },
    {
      id: 'branches',
      label: t('menus.branches'),
      items: [
        BRANCHES_LANDING,
        ...own.map(page),
        ...trust.map(page),
        ...partner.map(page),
        ...partnerSite(EXTERNAL_LINKS.partnerHospital, 'partnerWebsite'),
      ],
    },
    {
      id: 'consultants',
      label: t('menus.consultants'),
      items: [
        { label: ALL_CONSULTANTS_LABEL, href: CONSULTANT_LIST_PATHS.ALL[0] },
        ...[...own, ...trust, ...partner].map(consultants),
        ...partnerSite(EXTERNAL_LINKS.partnerHospitalDoctors, 'partnerDoctors'),
      ],
    },
    { id: 'communication', label: t('menus.communication'), items: COMMUNICATION_MENU },
    { id: 'more', label: t('menus.more'), items: MORE_MENU },
    {
      id: 'departments',
      label: t('menus.departments'),
      items: [DEPARTMENTS_LANDING, ...DEPARTMENT_PAGES],
      offHome: true,
    },
    {
      id: 'services',
      label: t('menus.services'),
      items: [SERVICES_LANDING, ...SERVICE_PAGES],
      offHome: true,
    },
  ];
}
