import { urduBranchName, type BranchId } from '@/domain/branches';
import { urduDepartment, urduDesignation } from '@/domain/glossary';
import { urduClinicTiming } from '@/domain/urduTimings';

/**
 * What Urdu pages show of the English the consultant and content services send, by rule: the
 * glossary's designations and departments, the timing reader's clinic hours, the registry's
 * branch names. Null where a rule cannot read the text whole (the page then shows the English,
 * marked lang="en"). Server only in practice: the browser gets the results, not the rules.
 */
export interface UrduFacts {
  designation: string | null;
  timing: string | null;
  department: string | null;
  branchName: string | null;
}

export const orNull =
  (rule: (text: string) => string | null) =>
  (text: string | null | undefined): string | null =>
    text ? rule(text) : null;

export const designationInUrdu = orNull(urduDesignation);
export const departmentInUrdu = orNull(urduDepartment);
export const timingInUrdu = orNull(urduClinicTiming);

export function urduFacts(consultant: {
  designation: string | null;
  timing: string | null;
  department: string | null;
  branchName: string | null;
  branch?: { id: BranchId } | null;
}): UrduFacts {
  return {
    designation: designationInUrdu(consultant.designation),
    timing: timingInUrdu(consultant.timing),
    department: departmentInUrdu(consultant.department),
    branchName: urduBranchName(consultant.branchName, consultant.branch?.id),
  };
}
