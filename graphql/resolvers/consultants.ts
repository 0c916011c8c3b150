import { getBranch, type BranchId } from '@/domain/branches';
import { getConsultant, listConsultants } from '@/adapters/consultants';
import type { ConsultantSearch, Resolvers } from '../__generated__/resolvers';
import { searchConsultants } from '@/domain/consultantSearch';
import { distinctDepartments } from '@/domain/consultantDepartments';
import { GROUP } from '@/content/group';
import { describeGap, describeMatch, readSearch } from './consultantSearch';
import { requireId } from './ids';
import { connection, pageOf, type PageArgs } from './pagination';
import { fromUpstream } from './upstream';
import type { GraphQLContext } from '../context';

async function consultantConnection(
  { messages, locale }: GraphQLContext,
  branch: BranchId | undefined,
  search: ConsultantSearch | null | undefined,
  args: PageArgs,
) {
  const criteria = readSearch(search, messages);
  const page = pageOf(args);
  const all = await fromUpstream(messages.upstream.data, () => listConsultants(branch));
  const { found, reading, gap } = searchConsultants(all, criteria);
  const helpline = branch ? getBranch(branch).phone : GROUP.phone;
  const { edges, ...rest } = connection(found, page);
  return {
    ...rest,
    nodes: rest.nodes.map(({ consultant }) => consultant),
    edges: edges.map(({ cursor, node: { consultant, match } }) => ({
      cursor,
      node: consultant,
      match: match && describeMatch(match, criteria.query, messages, locale),
    })),
    reading: reading && {
      emergency: reading.emergency,
      gap: gap && describeGap(gap, helpline, messages, locale),
      specialities: [...new Set(reading.leads.flatMap((lead) => lead.departments))],
    },
  };
}

export const consultantResolvers: Resolvers = {
  Query: {
    consultants: (_parent, { branch, search, ...page }, context) =>
      consultantConnection(context, branch ?? undefined, search, page),
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
      consultantConnection(context, branch.id, search, page),
  },
  Consultant: {
    branch: (consultant) => (consultant.branch ? getBranch(consultant.branch) : null),
  },
};
