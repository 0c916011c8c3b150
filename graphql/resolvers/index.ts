import type { Resolvers } from '../__generated__/resolvers';
import { branchResolvers } from './branches';
import { consultantResolvers } from './consultants';

export const resolvers: Resolvers[] = [
  { Query: { ok: () => true } },
  branchResolvers,
  consultantResolvers,
];
