import { getBranch, listBranches } from '@/adapters/branches';
import type { Resolvers } from '../__generated__/resolvers';

export const branchResolvers: Resolvers = {
  Query: {
    branches: () => listBranches(),
    branch: (_parent, { id }) => getBranch(id),
  },
  Branch: {
    consultantsPath: (branch) => branch.consultantPaths[0]!,
  },
};
