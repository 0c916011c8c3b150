import { getBranch } from '@/adapters/branches';
import { getConsultant, listConsultants } from '@/adapters/consultants';
import type { Resolvers } from '../__generated__/resolvers';
import { slugOf } from './branchIds';
import { searchConsultants } from './consultantSearch';
import { fromUpstream } from './errors';
import { requireId } from './ids';
import { paginate } from './pagination';

const LIST_FAILED = 'Failed to fetch data';
const DETAIL_FAILED = 'Failed to fetch consultant details';

export const consultantResolvers: Resolvers = {
  Query: {
    consultants: async (_parent, { branch, search, ...page }) => {
      const all = await fromUpstream(LIST_FAILED, () =>
        listConsultants(branch ? slugOf(branch) : undefined),
      );
      return paginate(searchConsultants(all, search), page);
    },
    consultant: (_parent, { id }) => {
      const valid = requireId(id, 'Consultant');
      return fromUpstream(DETAIL_FAILED, () => getConsultant(valid));
    },
  },
  Branch: {
    consultants: async (branch, { search, ...page }) => {
      const all = await fromUpstream(LIST_FAILED, () => listConsultants(branch.slug));
      return paginate(searchConsultants(all, search), page);
    },
  },
  Consultant: {
    branch: (consultant) => (consultant.branch ? getBranch(consultant.branch) : null),
  },
};
