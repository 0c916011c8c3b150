import type { BranchLandingQuery } from '@/graphql/__generated__/operations';

/** A branch as its landing page's one query answers it (docs/branch-landing.graphql). */
export type LandingBranch = BranchLandingQuery['branch'];
