import 'server-only';
import {
  branchPlace,
  getBranch,
  urduBranchName,
  urduBranchPlace,
  URDU_CITY,
  type BranchId,
  type City,
} from '@/domain/branches';
import { requestLocale } from '@/graphql/renderedLocale';

/**
 * A branch's display name in the page's language: the registry's Urdu on Urdu pages (branch
 * names in Urdu script, docs/translation.md), the name as the shell query sent it on English ones.
 */
export function branchName(branch: { id: BranchId; displayName: string }): string {
  return requestLocale() === 'ur' ? getBranch(branch.id).urdu.displayName : branch.displayName;
}

/** The branch with its city ("West Wood, Lahore" / "ویسٹ ووڈ، لاہور") in the page's language. */
export function branchPlaceIn(id: BranchId): string {
  const branch = getBranch(id);
  return requestLocale() === 'ur' ? urduBranchPlace(branch) : branchPlace(branch);
}

/** A city's name in the page's language. */
export function cityName(city: string): string {
  return requestLocale() === 'ur' ? (URDU_CITY[city as City] ?? city) : city;
}

/** The registry's display name of a branch, in the page's language. */
export function branchNameById(id: BranchId): string {
  const branch = getBranch(id);
  return requestLocale() === 'ur' ? branch.urdu.displayName : branch.displayName;
}

/**
 * A branch named by its English name (as the content service sends it), in the page's language;
 * a name the registry does not know stays as sent.
 */
export function branchNameFromEnglish(name: string): string {
  return (requestLocale() === 'ur' && urduBranchName(name)) || name;
}
