import 'server-only';
import { z } from 'zod';
import { getBranch, matchBranch, type BranchSlug } from './branches';
import { BRANCH_HOSTS, config, GROUP_HOST, type HostName } from './config';
import { getFeed } from './http';
import { pictureFor, type Picture } from './images';
import { optionalText, wireId } from './wire';

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
  const branch = matchBranch(wire.brancH_NAME);
  return {
    id: wire.consultanT_ID,
    name,
    designation: wire.designation,
    timing: wire.timing,
    department: wire.department,
    branch,
    branchName: branch ? getBranch(branch).name : wire.brancH_NAME,
    photo: pictureFor('doctor', wire.imagE_PATH, hostBase, name)!,
    speciality: wire.consultanT_SPECIALITY,
    profile: wire.profilE_NAME,
  };
}

/** Reshape a whole feed, dropping records that are unusable rather than failing the list. */
export function reshapeConsultants(raw: unknown, hostBase: string): Consultant[] {
  const list = z.array(z.unknown()).parse(raw);
  const consultants: Consultant[] = [];
  for (const item of list) {
    const parsed = consultantWire.safeParse(item);
    const consultant = parsed.success ? reshapeConsultant(parsed.data, hostBase) : null;
    if (consultant) consultants.push(consultant);
  }
  return consultants;
}

/** `ConsultantsIDS` answers one object for some ids and an array for others; the first is taken. */
export function reshapeConsultantById(raw: unknown, hostBase: string): Consultant | null {
  if (raw === null || raw === undefined) return null;
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || first === null) return null;
  return reshapeConsultant(consultantWire.parse(first), hostBase);
}

function feedOf(host: HostName): Promise<Consultant[]> {
  const base = config().hosts[host];
  return getFeed(host, 'api/web/Consultants', (raw) => reshapeConsultants(raw, base));
}

/** Every consultant of the group, or of one branch (served by that branch's host). */
export async function listConsultants(branch?: BranchSlug): Promise<Consultant[]> {
  if (!branch) return feedOf(GROUP_HOST);
  const all = await feedOf(BRANCH_HOSTS[branch]);
  return all.filter((consultant) => consultant.branch === branch);
}

/** One consultant by id, or null when the service knows no such consultant. */
export async function getConsultant(id: string): Promise<Consultant | null> {
  const base = config().hosts[GROUP_HOST];
  return getFeed(GROUP_HOST, `api/web/ConsultantsIDS?Id=${encodeURIComponent(id)}`, (raw) =>
    reshapeConsultantById(raw, base),
  );
}
