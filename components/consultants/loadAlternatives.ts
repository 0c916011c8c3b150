import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DEPARTMENT_PAGES_CONTENT, englishName, type InfoPage } from '@/content/infoPages';
import type { PageTranslator } from '@/components/i18n/server';
import type { BranchId } from '@/domain/branches';
import { CONSULTANT_LIST_PATHS, href } from '@/domain/addresses';
import { resultsHref, type ListingSearch } from '@/domain/listingSearch';
import { isCoveredBy, specialityOf } from '@/domain/specialities';
import { queryPage } from '@/graphql/client/server';
import { ConsultantAlternativesDocument } from '@/graphql/__generated__/operations';
import type { ListedConsultant } from './ConsultantCard';
import { listedConsultants } from './listedConsultants';
import { departmentInPage } from '@/components/i18n/pageLanguage';

/** How many of the consultants found elsewhere a dead end shows; the rest are a link away. */
export const ALTERNATIVES_SHOWN = 3;

export interface DepartmentPage {
  href: string;
  name: string;
}

/** The same search across the group's branches. */
export interface Elsewhere {
  /** The first few, each with why it matched. */
  consultants: ListedConsultant[];
  totalCount: number;
  /** Whether they were found with "Sits today" still on. */
  sitsToday: boolean;
  /** The group's list with that search. */
  href: string;
}

/** What a search that found nothing offers instead (issue 32: no dead ends). */
export interface Alternatives {
  /** The same search at the other branches; null when they have none either. */
  elsewhere: Elsewhere | null;
  /** The page of the department the patient looked for, where the site has one. */
  departmentPage: DepartmentPage | null;
}

/**
 * The page of the department asked for: the branch's own department page where the branch has
 * one, else the group's page of that department (the Departments menu's).
 */
function departmentPageOf(
  t: PageTranslator,
  wanted: string | undefined,
  branchDepartments: readonly { id: string; name: string }[],
): DepartmentPage | null {
  const asked = specialityOf(wanted);
  if (!asked) return null;
  const own = branchDepartments.find((department) =>
    isCoveredBy(specialityOf(department.name), asked),
  );
  if (own) return { href: href.department(own.id), name: departmentInPage(own.name) };
  const page: InfoPage | undefined = DEPARTMENT_PAGES_CONTENT.find((content) =>
    isCoveredBy(specialityOf(englishName(content)), asked),
  );
  return page ? { href: page.path, name: t(`${page.copy}.name`) } : null;
}

/**
 * What to offer when a list found nothing for a search: the same words and department at the
 * other branches (first with "Sits today" as asked, then, if none sits today, on any day), and
 * the department's page. At a branch the group's list is the other branches; on the group's
 * list only dropping "Sits today" can widen the search.
 */
export async function loadAlternatives(
  search: ListingSearch,
  branch: BranchId | null,
  /** The speciality the patient's words were read as, when the department box was left empty. */
  readAs: string | undefined,
): Promise<Alternatives> {
  const wider = { ...search, branch: null, page: 1 };
  const tries = [
    ...(branch ? [wider] : []),
    ...(search.sitsToday ? [{ ...wider, sitsToday: false }] : []),
  ];
  let elsewhere: Elsewhere | null = null;
  let departments: { id: string; name: string }[] = [];
  for (const alternative of tries) {
    const result = await queryPage(ConsultantAlternativesDocument, {
      search: {
        query: alternative.name,
        department: alternative.department,
        sitsToday: alternative.sitsToday,
      },
      first: ALTERNATIVES_SHOWN,
      branch,
      atBranch: branch !== null,
    });
    departments = result.data?.departments ?? departments;
    const consultants = result.data?.consultants;
    if (consultants && consultants.totalCount > 0) {
      elsewhere = {
        consultants: listedConsultants(consultants.edges),
        totalCount: consultants.totalCount,
        sitsToday: alternative.sitsToday,
        href: resultsHref(CONSULTANT_LIST_PATHS.ALL[0], alternative),
      };
      break;
    }
  }
  return {
    elsewhere,
    departmentPage: departmentPageOf(
      await getTranslations(),
      search.department || readAs,
      departments,
    ),
  };
}
