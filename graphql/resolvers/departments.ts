import { getBranch, isFeaturedDepartment } from '@/adapters/branches';
import { getDepartment, listDepartments, listDepartmentServices } from '@/adapters/departments';
import { GENERIC_DEPARTMENTS } from '@/content/genericDepartments';
import type { Resolvers } from '../__generated__/resolvers';
import { requireId } from './ids';
import { fromUpstream, orEmpty } from './upstream';

export const departmentResolvers: Resolvers = {
  Query: {
    departments: (_parent, { branch }) => orEmpty([], () => listDepartments(branch ?? undefined)),
    department: (_parent, { id }) => {
      const valid = requireId(id, 'Department');
      return fromUpstream('Error fetching department data', () => getDepartment(valid));
    },
    // The legacy site served this list after an artificial 500 ms delay; it is answered at once.
    genericDepartments: () => [...GENERIC_DEPARTMENTS],
  },
  Branch: {
    departments: (branch) => orEmpty([], () => listDepartments(branch.id)),
    featuredDepartments: (branch) =>
      GENERIC_DEPARTMENTS.filter((department) => isFeaturedDepartment(branch.id, department.id)),
  },
  Department: {
    branch: (department) => (department.branch ? getBranch(department.branch) : null),
    services: (department) =>
      fromUpstream('Error fetching services data', () => listDepartmentServices(department.id)),
  },
  GenericDepartment: {
    image: (department) => ({ url: department.image, alt: department.name, isFallback: false }),
  },
};
