import { getBranchAbout } from '@/adapters/about';
import type { Resolvers } from '../__generated__/resolvers';
import { orEmpty } from './upstream';

export const aboutResolvers: Resolvers = {
  Branch: {
    about: (branch, _args, context) => orEmpty(context, null, () => getBranchAbout(branch.id)),
    // Only when the feed answered and had no entry: a failure leaves the block empty instead.
    noAboutText: async (branch, _args, context) => {
      if (!branch.noAboutText) return null;
      const about = await orEmpty(context, undefined, () => getBranchAbout(branch.id));
      return about === null ? branch.noAboutText : null;
    },
  },
};
