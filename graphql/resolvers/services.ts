import { getBranch } from '@/domain/branches';
import { getService, listServices } from '@/adapters/services';
import type { Resolvers, ServicePlacement } from '../__generated__/resolvers';
import { requireId } from './ids';
import { fromUpstream } from './upstream';

/** The services each page features, by id (spec 000 §2 and §9); shown in feed order. */
export const FEATURED_SERVICE_IDS: Record<ServicePlacement, readonly string[]> = {
  HOME: ['101', '102', '103'],
  SERVICES_PAGE: ['23', '21', '4', '27', '28'],
};

export const serviceResolvers: Resolvers = {
  Query: {
    services: (_parent, { branch }, context) =>
      fromUpstream(context.messages.upstream.services, () => listServices(branch ?? undefined)),
    featuredServices: async (_parent, { placement }, context) => {
      const all = await fromUpstream(context.messages.upstream.services, () => listServices());
      return all.filter((service) => FEATURED_SERVICE_IDS[placement].includes(service.id));
    },
    service: (_parent, { id }, context) => {
      const valid = requireId(id, 'Service');
      return fromUpstream(context.messages.upstream.service, () => getService(valid));
    },
  },
  Branch: {
    // Doctors Hospital's legacy page loaded Bahria Golf City's services first and then its own;
    // only its own were ever visible, so only its own are read.
    services: (branch, _args, context) =>
      fromUpstream(context.messages.upstream.services, () => listServices(branch.id)),
  },
  Service: {
    branch: (service) => (service.branch ? getBranch(service.branch) : null),
  },
};
