import { getBranch, listBranches } from '@/adapters/branches';
import type { Resolvers } from '../__generated__/resolvers';
import { idOf, slugOf } from './branchIds';

export const branchResolvers: Resolvers = {
  Query: {
    branches: () => listBranches(),
    branch: (_parent, { id }) => getBranch(slugOf(id)),
  },
  Branch: {
    id: (branch) => idOf(branch.slug),
    consultantsPath: (branch) => branch.consultantPaths[0]!,
  },
};
