import 'server-only';
import { z } from 'zod';
import { config } from './config';
import { href } from '@/domain/addresses';
import { LAB_IDS, isLabId, type LabId } from '@/domain/labs';
import { sealer } from './sealedTokens';

/**
 * The links a lookup hands out to its report files. A report file is served only through one: a
 * token sealed (sealedTokens.ts) under a key only the server holds, naming the lab, the id looked
 * up, the report and when the link stops working; the address, and every access log it lands in,
 * carries no readable patient id. Guessing ids no longer yields files: each link costs a lookup,
 * which is rate-limited and answers hits and misses alike.
 */

/** What a link lets its bearer open until `expiresAt` (ms since the epoch). */
export type LabFileGrant =
  | { kind: 'combined'; lab: LabId; id: string; expiresAt: number }
  | { kind: 'single'; lab: LabId; id: string; reportId: string; expiresAt: number };

/** A report's id at its lab, as the links carry it. */
export const isReportId = (value: string) => /^\d{1,12}$/.test(value);

// Sealed under LAB_LINK_SECRET, for this use alone: nothing sealed for another purpose opens here.
const links = sealer('farooq-lab-file-link:v1', () => config().labs.linkSecret);

const grantSchema = z.union([
  z.object({
    k: z.literal('c'),
    l: z.enum(LAB_IDS),
    i: z.string().refine(isLabId),
    e: z.number().int(),
  }),
  z.object({
    k: z.literal('s'),
    l: z.enum(LAB_IDS),
    i: z.string().refine(isLabId),
    r: z.string().refine(isReportId),
    e: z.number().int(),
  }),
]);

export function sealLabLink(grant: LabFileGrant): string {
  const payload =
    grant.kind === 'combined'
      ? { k: 'c', l: grant.lab, i: grant.id, e: grant.expiresAt }
      : { k: 's', l: grant.lab, i: grant.id, r: grant.reportId, e: grant.expiresAt };
  return links.seal(payload);
}

/** What a token grants; null when it is not one of ours, was altered, or has expired. */
export function openLabLink(token: string, now: number = Date.now()): LabFileGrant | null {
  const read = grantSchema.safeParse(links.open(token));
  if (!read.success || read.data.e <= now) return null;
  const { l: lab, i: id, e: expiresAt } = read.data;
  return read.data.k === 'c'
    ? { kind: 'combined', lab, id, expiresAt }
    : { kind: 'single', lab, id, reportId: read.data.r, expiresAt };
}

const expiry = () => Date.now() + config().labs.linkTtlMs;

/** The combined report of the patient a lookup was made for, as this site serves it. */
export function combinedReportLink(lab: LabId, patientId: string): string {
  const token = sealLabLink({ kind: 'combined', lab, id: patientId, expiresAt: expiry() });
  return href.combinedReport(token);
}

/** One report of a lookup (made by a patient's or a test's id), as this site serves it. */
export function singleReportLink(lab: LabId, reportId: string, id: string): string {
  const token = sealLabLink({ kind: 'single', lab, id, reportId, expiresAt: expiry() });
  return href.singleReport(reportId, token);
}
