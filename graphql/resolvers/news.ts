import { getBranch, type BranchId } from '@/domain/branches';
import { getNewsItem, listEvents, listHomeNews, listNews } from '@/adapters/news';
import { newestFirst } from '@/domain/newestFirst';
import type { NewsItem } from '@/adapters/news';
import type { Resolvers } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { requireId } from './ids';
import type { PageArgs } from './pagination';
import { connectionOrEmpty, fromUpstream, orEmpty } from './upstream';

/** The home page strip shows at most four items (spec 000 §9). */
export const HOME_NEWS_LIMIT = 4;

/**
 * News newest first, undated last (the feed is in no date order), so a limit keeps the latest
 * items (docs/differences.md). Events keep the legacy order, newest id first.
 */
const byDate = (items: readonly NewsItem[]) => newestFirst(items, (item) => item.date);

/** A branch's news within the branch's own limit (Iqbal Town and West Wood show four). */
async function branchNews(branch: BranchId) {
  const items = byDate(await listNews(branch));
  const limit = getBranch(branch).newsLimit;
  return limit === null ? items : items.slice(0, limit);
}

function newsConnection(context: GraphQLContext, branch: BranchId | undefined, args: PageArgs) {
  return connectionOrEmpty(
    context,
    async () => (branch ? branchNews(branch) : byDate(await listNews())),
    args,
  );
}

export const newsResolvers: Resolvers = {
  Query: {
    news: (_parent, { branch, ...page }, context) =>
      newsConnection(context, branch ?? undefined, page),
    homeNews: async (_parent, _args, context) =>
      byDate(await orEmpty(context, [], listHomeNews)).slice(0, HOME_NEWS_LIMIT),
    events: (_parent, args, context) => connectionOrEmpty(context, listEvents, args),
    newsItem: (_parent, { id }, context) => {
      const valid = requireId(id, 'News item');
      return fromUpstream(context.messages.upstream.event, () => getNewsItem(valid));
    },
  },
  Branch: {
    news: (branch, page, context) => newsConnection(context, branch.id, page),
  },
  NewsItem: {
    branch: (item) => (item.branch ? getBranch(item.branch) : null),
  },
};
