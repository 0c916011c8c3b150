import type { BranchId } from '@/domain/branches';
import type { LabId, LabIdChoice } from '@/domain/labs';
import type * as Api from './__generated__/resolvers';

/**
 * The API's enums are the domain's own types under their published names (codegen writes enums as
 * string unions): `LabServer` is `LabId`, `BranchId` is `BranchId`. The code uses the domain's
 * names; the type check fails here if the schema and the domain ever part.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const API_ENUMS_ARE_THE_DOMAIN_TYPES: [
  Same<Api.LabServer, LabId>,
  Same<Api.BranchId, BranchId>,
  Same<Api.LabIdKind, LabIdChoice['idKind']>,
] = [true, true, true];
