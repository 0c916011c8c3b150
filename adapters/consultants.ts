import 'server-only';
import { z } from 'zod';
import { BRANCH_IDS, branchOfRecord, type BranchId } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed, readRecord, recordOrCached } from './feeds';
import { pictureFor, type Picture } from './images';
import { optionalText, recordId, reshapeEach, reshapeOne } from './wire';

/** A consultant as the rest of the product sees it. */
export interface Consultant {
  id: string;
  name: string;
  designation: string | null;
  timing: string | null;
  department: string | null;
  /** The branch the record names, when it names one of the seven. */
  branch: BranchId | null;
  /** The branch's name, or the record's own spelling when it names none of the seven. */
  branchName: string | null;
  /** The record's own spelling of its branch ("Akhtar Saeed Trust Hospital"), which search matches too. */
  branchSpelling: string | null;
  photo: Picture;
  speciality: string | null;
  profile: string | null;
}

/**
 * The content service's consultant record. Tolerant on purpose: ids arrive as numbers or strings,
 * any text may be null or empty, and the SQL view leaks extra columns we ignore.
 */
const consultantWire = z.looseObject({
  consultanT_ID: recordId,
  consultanT_NAME: optionalText,
  designation: optionalText,
  timing: optionalText,
  department: optionalText,
  brancH_NAME: optionalText,
  imagE_PATH: optionalText,
  consultanT_SPECIALITY: optionalText,
  profilE_NAME: optionalText,
});
type ConsultantWire = z.infer<typeof consultantWire>;

export function reshapeConsultant(wire: ConsultantWire, hostBase: string): Consultant | null {
  const name = wire.consultanT_NAME;
  if (!name) return null;
  return {
    id: wire.consultanT_ID,
    name,
    designation: wire.designation,
    timing: wire.timing,
    department: wire.department,
    ...branchOfRecord(wire.brancH_NAME),
    branchSpelling: wire.brancH_NAME ?? null,
    photo: pictureFor('doctor', wire.imagE_PATH, hostBase, name)!,
    speciality: wire.consultanT_SPECIALITY,
    profile: wire.profilE_NAME,
  };
}

/** Reshape a whole feed, dropping records that are unusable rather than failing the list. */
export function reshapeConsultants(raw: unknown, hostBase: string): Consultant[] {
  return reshapeEach(raw, consultantWire, (wire) => reshapeConsultant(wire, hostBase));
}

/** `ConsultantsIDS` answers one object for some ids and an array for others. */
export function reshapeConsultantById(raw: unknown, hostBase: string): Consultant | null {
  return reshapeOne(raw, consultantWire, (wire) => reshapeConsultant(wire, hostBase));
}

const FEED_PATH = 'api/web/Consultants';

/** Every consultant of the group, or of one branch (read from the host that branch's pages use). */
export async function listConsultants(branch?: BranchId): Promise<Consultant[]> {
  const all = await readFeed(
    'consultants',
    hostFor('consultants', branch),
    FEED_PATH,
    reshapeConsultants,
  );
  return branch ? all.filter((consultant) => consultant.branch === branch) : all;
}

/** Every host a Consultants feed is read from, so a lookup can fall back to any cached copy. */
const FEED_HOSTS = [
  ...new Set([hostFor('consultants'), ...BRANCH_IDS.map((id) => hostFor('consultants', id))]),
].map((host) => ({ host, path: FEED_PATH }));

/**
 * One consultant by id; null when the service knows no such consultant. When the lookup fails, a
 * cached Consultants feed that lists the consultant answers instead.
 */
export function getConsultant(id: string): Promise<Consultant | null> {
  const path = `api/web/ConsultantsIDS?Id=${encodeURIComponent(id)}`;
  return recordOrCached(
    () => readRecord(hostFor('consultants'), path, reshapeConsultantById),
    id,
    FEED_HOSTS,
  );
}
