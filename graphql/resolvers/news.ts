import { getBranch } from '@/adapters/branches';
import { getNewsItem, listEvents, listHomeNews, listNews } from '@/adapters/news';
import type { Resolvers } from '../__generated__/resolvers';
import { slugOf } from './branchIds';
import { fromUpstream, orEmpty } from './errors';
import { requireId } from './ids';
import { paginate } from './pagination';
import type { BranchSlug } from '@/adapters/branches';

/** The home page strip shows at most four items (spec 000 §9). */
export const HOME_NEWS_LIMIT = 4;

/** A branch's news within the branch's own limit (Iqbal Town and West Wood show four). */
async function branchNews(slug: BranchSlug) {
  const items = await orEmpty([], () => listNews(slug));
  const limit = getBranch(slug).newsLimit;
  return limit === null ? items : items.slice(0, limit);
}

export const newsResolvers: Resolvers = {
  Query: {
    news: async (_parent, { branch, ...page }) => {
      const items = branch ? await branchNews(slugOf(branch)) : await orEmpty([], () => listNews());
      return paginate(items, page);
    },
    homeNews: async () => (await orEmpty([], listHomeNews)).slice(0, HOME_NEWS_LIMIT),
    events: async (_parent, page) => paginate(await orEmpty([], listEvents), page),
    newsItem: (_parent, { id }) => {
      const valid = requireId(id, 'News item');
      return fromUpstream('Failed to fetch event details', () => getNewsItem(valid));
    },
  },
  Branch: {
    news: async (branch, page) => paginate(await branchNews(branch.slug), page),
  },
  NewsItem: {
    branch: (item) => (item.branch ? getBranch(item.branch) : null),
  },
};
