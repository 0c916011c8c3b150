import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { config } from './config';
import { LAB_IDS, isLabId, type LabId } from '@/domain/labs';
import { processWide } from './processWide';

/**
 * The links a lookup hands out to its report files. A report file is served only through one: a
 * token sealed with AES-256-GCM under a key only the server holds, naming the lab, the id looked
 * up, the report and when the link stops working. Sealed rather than only signed, so the address
 * (and every access log it lands in) carries no readable patient id; GCM's tag is the signature,
 * checked by OpenSSL in constant time. Guessing ids no longer yields files: each link costs a
 * lookup, which is rate-limited and answers hits and misses alike.
 */

/** What a link lets its bearer open until `expiresAt` (ms since the epoch). */
export type LabFileGrant =
  | { kind: 'combined'; lab: LabId; id: string; expiresAt: number }
  | { kind: 'single'; lab: LabId; id: string; reportId: string; expiresAt: number };

/** A report's id at its lab, as the links carry it. */
export const isReportId = (value: string) => /^\d{1,12}$/.test(value);

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a token to this use: nothing sealed under the same key for another purpose opens here.
const PURPOSE = Buffer.from('farooq-lab-file-link:v1');

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

/** The key: from LAB_LINK_SECRET, else made up once per process (every bundle shares it). */
function key(): Buffer {
  const secret = config().labs.linkSecret;
  const keys = processWide('lab-link-keys', () => new Map<string | null, Buffer>());
  let found = keys.get(secret);
  if (!found) {
    found = Buffer.from(
      hkdfSync('sha256', secret ?? randomBytes(32), Buffer.alloc(0), PURPOSE, 32) as ArrayBuffer,
    );
    keys.set(secret, found);
  }
  return found;
}

export function sealLabLink(grant: LabFileGrant): string {
  const payload =
    grant.kind === 'combined'
      ? { k: 'c', l: grant.lab, i: grant.id, e: grant.expiresAt }
      : { k: 's', l: grant.lab, i: grant.id, r: grant.reportId, e: grant.expiresAt };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), iv).setAAD(PURPOSE);
  const text = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

/** What a token grants; null when it is not one of ours, was altered, or has expired. */
export function openLabLink(token: string, now: number = Date.now()): LabFileGrant | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || token.length > 500) return null;
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, IV_BYTES))
      .setAAD(PURPOSE)
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
  const read = grantSchema.safeParse(JSON.parse(text));
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
  return `/LabReports/CombinedReport?t=${token}`;
}

/** One report of a lookup (made by a patient's or a test's id), as this site serves it. */
export function singleReportLink(lab: LabId, reportId: string, id: string): string {
  const token = sealLabLink({ kind: 'single', lab, id, reportId, expiresAt: expiry() });
  return `/LabReports/NormalTempReport/${reportId}?t=${token}`;
}
