import { getBranch, type BranchId } from '@/domain/branches';
import { getConsultant, listConsultants } from '@/adapters/consultants';
import type { ConsultantSearch, Resolvers } from '../__generated__/resolvers';
import { searchConsultants } from '@/domain/consultantSearch';
import { distinctDepartments } from '@/domain/consultantDepartments';
import { checkSearch } from './consultantSearch';
import { requireId } from './ids';
import { connection, pageOf, type PageArgs } from './pagination';
import { fromUpstream } from './upstream';
import type { Messages } from '@/domain/messages';

async function consultantConnection(
  messages: Messages,
  branch: BranchId | undefined,
  search: ConsultantSearch | null | undefined,
  args: PageArgs,
) {
  checkSearch(search);
  const page = pageOf(args);
  const all = await fromUpstream(messages.upstream.data, () => listConsultants(branch));
  return connection(searchConsultants(all, search), page);
}

export const consultantResolvers: Resolvers = {
  Query: {
    consultants: (_parent, { branch, search, ...page }, context) =>
      consultantConnection(context.messages, branch ?? undefined, search, page),
    consultantDepartments: async (_parent, { branch }, context) => {
      const all = await fromUpstream(context.messages.upstream.data, () =>
        listConsultants(branch ?? undefined),
      );
      return distinctDepartments(all.map((consultant) => consultant.department));
    },
    consultant: (_parent, { id }, context) => {
      const valid = requireId(id, 'Consultant');
      return fromUpstream(context.messages.upstream.consultant, () => getConsultant(valid));
    },
  },
  Branch: {
    consultants: (branch, { search, ...page }, context) =>
      consultantConnection(context.messages, branch.id, search, page),
  },
  Consultant: {
    branch: (consultant) => (consultant.branch ? getBranch(consultant.branch) : null),
  },
};
