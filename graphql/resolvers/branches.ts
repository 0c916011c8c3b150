import { getBranch, listBranches, requestFormOptions } from '@/domain/branches';
import type { Resolvers } from '../__generated__/resolvers';

export const branchResolvers: Resolvers = {
  Query: {
    branches: () => listBranches(),
    branch: (_parent, { id }) => getBranch(id),
    requestFormOptions: (_parent, { form }) => requestFormOptions(form),
  },
  Branch: {
    consultantsPath: (branch) => branch.consultantPaths[0]!,
  },
  RequestFormOption: {
    branch: (option) => getBranch(option.branch),
  },
};
