import type { BranchId } from '@/domain/branches';
import type { GenericDepartment } from '@/domain/genericDepartments';

/**
 * What resolvers hand each other for types that are no adapter's model (codegen.ts maps them
 * here). Kept apart from the resolvers so the generated types import no resolver.
 */

/** An entry of the general department list on one branch's page. */
export interface FeaturedDepartment {
  entry: GenericDepartment;
  branch: BranchId;
}
