import { getBranch, isFeaturedDepartment } from '@/domain/branches';
import {
  findDepartmentNamed,
  getDepartment,
  listDepartments,
  listDepartmentServices,
} from '@/adapters/departments';
import { GENERIC_DEPARTMENTS, type GenericDepartment } from '@/domain/genericDepartments';
import type { Resolvers } from '../__generated__/resolvers';
import { requireId } from './ids';
import { fromUpstream, orEmpty } from './upstream';

// The general list's pictures are the site's stock letter tiles, not the department's own.
const pictureOf = (entry: GenericDepartment) => ({
  url: entry.image,
  alt: entry.name,
  isFallback: true,
});

export const departmentResolvers: Resolvers = {
  Query: {
    departments: (_parent, { branch }, context) =>
      orEmpty(context, [], () => listDepartments(branch ?? undefined)),
    department: (_parent, { id }, context) => {
      const valid = requireId(id, 'Department');
      return fromUpstream(context.messages.upstream.department, () => getDepartment(valid));
    },
    // The legacy site served this list after an artificial 500 ms delay; it is answered at once.
    genericDepartments: () => [...GENERIC_DEPARTMENTS],
  },
  Branch: {
    departments: (branch, _args, context) => orEmpty(context, [], () => listDepartments(branch.id)),
    featuredDepartments: (branch) =>
      GENERIC_DEPARTMENTS.filter((entry) => isFeaturedDepartment(branch.id, entry.id)).map(
        (entry) => ({ entry, branch: branch.id }),
      ),
  },
  // The legacy cards linked to /department/{cost-centre id} from a list that has no such id;
  // each entry now names the branch's own department of that name (docs/differences.md).
  FeaturedDepartment: {
    id: ({ entry }) => entry.id,
    name: ({ entry }) => entry.name,
    image: ({ entry }) => pictureOf(entry),
    department: async ({ entry, branch }, _args, context) =>
      findDepartmentNamed(await orEmpty(context, [], () => listDepartments(branch)), entry.name),
  },
  Department: {
    branch: (department) => (department.branch ? getBranch(department.branch) : null),
    services: (department, _args, context) =>
      fromUpstream(context.messages.upstream.departmentServices, () =>
        listDepartmentServices(department.id),
      ),
  },
  GenericDepartment: {
    image: pictureOf,
  },
};
