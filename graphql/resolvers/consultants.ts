import { getBranch, type BranchId } from '@/domain/branches';
import { getConsultant, listConsultants } from '@/adapters/consultants';
import type { ConsultantSearch, Resolvers } from '../__generated__/resolvers';
import { searchConsultants } from '@/domain/consultantSearch';
import { distinctDepartments } from '@/domain/consultantDepartments';
import { checkSearch } from './consultantSearch';
import { requireId } from './ids';
import { connection, pageOf, type PageArgs } from './pagination';
import { fromUpstream } from './upstream';
import { messages } from '@/domain/messages';

const LIST_FAILED = messages.upstream.data;
const DETAIL_FAILED = messages.upstream.consultant;

async function consultantConnection(
  branch: BranchId | undefined,
  search: ConsultantSearch | null | undefined,
  args: PageArgs,
) {
  checkSearch(search);
  const page = pageOf(args);
  const all = await fromUpstream(LIST_FAILED, () => listConsultants(branch));
  return connection(searchConsultants(all, search), page);
}

export const consultantResolvers: Resolvers = {
  Query: {
    consultants: (_parent, { branch, search, ...page }) =>
      consultantConnection(branch ?? undefined, search, page),
    consultantDepartments: async (_parent, { branch }) => {
      const all = await fromUpstream(LIST_FAILED, () => listConsultants(branch ?? undefined));
      return distinctDepartments(all.map((consultant) => consultant.department));
    },
    consultant: (_parent, { id }) => {
      const valid = requireId(id, 'Consultant');
      return fromUpstream(DETAIL_FAILED, () => getConsultant(valid));
    },
  },
  Branch: {
    consultants: (branch, { search, ...page }) => consultantConnection(branch.id, search, page),
  },
  Consultant: {
    branch: (consultant) => (consultant.branch ? getBranch(consultant.branch) : null),
  },
};
