import 'server-only';
import { z } from 'zod';
import { branchOfRecord, type BranchId } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { optionalText, reshapeEach, wireId } from './wire';

/** A hospital service (Emergency, ICU, Blood Bank...) of one branch. */
export interface Service {
  id: string;
  title: string;
  summary: string | null;
  profileHtml: string | null;
  branch: BranchId | null;
  branchName: string | null;
  image: Picture;
}

const serviceWire = z
  .looseObject({
    serV_ID: wireId,
    // Some records carry their id as `id` instead of `serV_ID`.
    id: wireId,
    brancH_NAME: optionalText,
    imagE_PATH: optionalText,
    servicE_HEADER: optionalText,
    servicE_DESC: optionalText,
    servicE_PROFILE: optionalText,
  })
  // A record with neither id is not a service record at all (see recordId in wire.ts).
  .refine((wire) => (wire.serV_ID ?? wire.id) !== null, 'a service record has serV_ID or id');

export function reshapeServices(raw: unknown, hostBase: string): Service[] {
  return reshapeEach(raw, serviceWire, (wire) => {
    const id = wire.serV_ID ?? wire.id;
    if (!id || !wire.servicE_HEADER) return null;
    return {
      id,
      title: wire.servicE_HEADER,
      summary: wire.servicE_DESC,
      profileHtml: sanitizeCmsHtml(wire.servicE_PROFILE, hostBase),
      ...branchOfRecord(wire.brancH_NAME),
      image: pictureFor('service', wire.imagE_PATH, hostBase, wire.servicE_HEADER)!,
    };
  });
}

/** The services of one branch (from its pages' host), or of every branch. */
export async function listServices(branch?: BranchId): Promise<Service[]> {
  const all = await readFeed(
    'services',
    hostFor('services', branch),
    'api/web/Serviceslist',
    reshapeServices,
  );
  return branch ? all.filter((service) => service.branch === branch) : all;
}

export async function getService(id: string): Promise<Service | null> {
  return (await listServices()).find((service) => service.id === id) ?? null;
}
