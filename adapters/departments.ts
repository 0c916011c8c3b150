import 'server-only';
import { z } from 'zod';
import { branchOfRecord, type BranchId } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed, readRecord } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { nameKey } from '@/domain/names';
import { optionalText, recordId, reshapeEach } from './wire';

/** A department of one branch, from the content service. */
export interface Department {
  id: string;
  name: string;
  branch: BranchId | null;
  branchName: string | null;
  /** Departments have no stock picture: null when the record has none. */
  image: Picture | null;
  descriptionHtml: string | null;
}

/** A service a department offers (shown on the department detail). */
export interface DepartmentService {
  id: string;
  name: string;
}

const departmentWire = z.looseObject({
  cosT_CENTER_ID: recordId,
  cosT_DESC: optionalText,
  brancH_NAME: optionalText,
  imagE_PATH: optionalText,
  depT_DESCRIPTION: optionalText,
});

const departmentServiceWire = z.looseObject({ d_SERV_ID: recordId, servicE_NAME: optionalText });

export function reshapeDepartments(raw: unknown, hostBase: string): Department[] {
  return reshapeEach(raw, departmentWire, (wire) => {
    if (!wire.cosT_DESC) return null;
    return {
      id: wire.cosT_CENTER_ID,
      name: wire.cosT_DESC,
      ...branchOfRecord(wire.brancH_NAME),
      image: pictureFor('department', wire.imagE_PATH, hostBase, wire.cosT_DESC),
      descriptionHtml: sanitizeCmsHtml(wire.depT_DESCRIPTION, hostBase),
    };
  });
}

export function reshapeDepartmentServices(raw: unknown): DepartmentService[] {
  return reshapeEach(raw, departmentServiceWire, (wire) =>
    wire.servicE_NAME ? { id: wire.d_SERV_ID, name: wire.servicE_NAME } : null,
  );
}

/** The department of a list with the given name, compared by nameKey ("E.N.T" is "ENT"). */
export function findDepartmentNamed(
  departments: readonly Department[],
  name: string,
): Department | null {
  const key = nameKey(name);
  return departments.find((department) => nameKey(department.name) === key) ?? null;
}

/** The departments of one branch (from its pages' host), or of every branch. */
export async function listDepartments(branch?: BranchId): Promise<Department[]> {
  const all = await readFeed(
    'departments',
    hostFor('departments', branch),
    'api/web/departments',
    reshapeDepartments,
  );
  return branch ? all.filter((department) => department.branch === branch) : all;
}

export async function getDepartment(id: string): Promise<Department | null> {
  return (await listDepartments()).find((department) => department.id === id) ?? null;
}

/** A department's services; an unknown department has none. */
export async function listDepartmentServices(id: string): Promise<DepartmentService[]> {
  const path = `api/web/DepartmentServices?Id=${encodeURIComponent(id)}`;
  return (await readRecord(hostFor('departments'), path, reshapeDepartmentServices)) ?? [];
}
