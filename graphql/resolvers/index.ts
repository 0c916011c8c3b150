import type { Resolvers } from '../__generated__/resolvers';
import { aboutResolvers } from './about';
import { branchResolvers } from './branches';
import { consultantResolvers } from './consultants';
import { departmentResolvers } from './departments';
import { labLinkResolvers } from './labLinks';
import { labResolvers } from './labs';
import { pharmacyResolvers } from './pharmacy';
import { newsResolvers } from './news';
import { noticeResolvers } from './notices';
import { serviceResolvers } from './services';

export const resolvers: Resolvers[] = [
  { Query: { ok: () => true } },
  branchResolvers,
  consultantResolvers,
  departmentResolvers,
  serviceResolvers,
  newsResolvers,
  aboutResolvers,
  noticeResolvers,
  labResolvers,
  labLinkResolvers,
  pharmacyResolvers,
];
