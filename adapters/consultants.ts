import 'server-only';
import { z } from 'zod';
import { branchOfRecord, type BranchSlug } from './branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { pictureFor, type Picture } from './images';
import { firstOf, optionalText, reshapeEach, wireId } from './wire';

/** A consultant as the rest of the product sees it. */
export interface Consultant {
  id: string;
  name: string;
  designation: string | null;
  timing: string | null;
  department: string | null;
  /** The branch the record names, when it names one of the seven. */
  branch: BranchSlug | null;
  /** The branch's display name, or the record's own spelling when it names none of the seven. */
  branchName: string | null;
  photo: Picture;
  speciality: string | null;
  profile: string | null;
}

/**
 * The content service's consultant record. Tolerant on purpose: ids arrive as numbers or strings,
 * any text may be null or empty, and the SQL view leaks extra columns we ignore.
 */
const consultantWire = z.looseObject({
  consultanT_ID: wireId,
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
  if (wire.consultanT_ID === null || !name) return null;
  return {
    id: wire.consultanT_ID,
    name,
    designation: wire.designation,
    timing: wire.timing,
    department: wire.department,
    ...branchOfRecord(wire.brancH_NAME),
    photo: pictureFor('doctor', wire.imagE_PATH, hostBase, name)!,
    speciality: wire.consultanT_SPECIALITY,
    profile: wire.profilE_NAME,
  };
}

/** Reshape a whole feed, dropping records that are unusable rather than failing the list. */
export function reshapeConsultants(raw: unknown, hostBase: string): Consultant[] {
  return reshapeEach(raw, consultantWire, (wire) => reshapeConsultant(wire, hostBase));
}

/** `ConsultantsIDS` answers one object for some ids and an array for others; the first is taken. */
export function reshapeConsultantById(raw: unknown, hostBase: string): Consultant | null {
  const first = firstOf(raw);
  if (first === undefined || first === null) return null;
  return reshapeConsultant(consultantWire.parse(first), hostBase);
}

/** Every consultant of the group, or of one branch (read from the host that branch's pages use). */
export async function listConsultants(branch?: BranchSlug): Promise<Consultant[]> {
  const all = await readFeed(
    hostFor('consultants', branch),
    'api/web/Consultants',
    reshapeConsultants,
  );
  return branch ? all.filter((consultant) => consultant.branch === branch) : all;
}

/** One consultant by id, or null when the service knows no such consultant. */
export function getConsultant(id: string): Promise<Consultant | null> {
  const path = `api/web/ConsultantsIDS?Id=${encodeURIComponent(id)}`;
  return readFeed(hostFor('consultants'), path, reshapeConsultantById);
}
