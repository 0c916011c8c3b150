import { getBranch } from '@/adapters/branches';
import { getConsultant, listConsultants } from '@/adapters/consultants';
import { isValidId } from '@/adapters/wire';
import type { Resolvers } from '../__generated__/resolvers';
import { slugOf } from './branchIds';
import { searchConsultants } from './consultantSearch';
import { badInput, fromUpstream } from './errors';

const LIST_FAILED = 'Failed to fetch data';
const DETAIL_FAILED = 'Failed to fetch consultant details';

export const consultantResolvers: Resolvers = {
  Query: {
    consultants: async (_parent, { branch, search }) => {
      const all = await fromUpstream(LIST_FAILED, () =>
        listConsultants(branch ? slugOf(branch) : undefined),
      );
      return searchConsultants(all, search);
    },
    consultant: async (_parent, { id }) => {
      if (!isValidId(id)) throw badInput('Consultant id must be a positive whole number.');
      return fromUpstream(DETAIL_FAILED, () => getConsultant(id.trim()));
    },
  },
  Branch: {
    consultants: async (branch, { search }) => {
      const all = await fromUpstream(LIST_FAILED, () => listConsultants(branch.slug));
      return searchConsultants(all, search);
    },
  },
  Consultant: {
    branch: (consultant) => (consultant.branch ? getBranch(consultant.branch) : null),
  },
};
