/**
 * The simulated hosts of the content service and how each one's serialisation differs.
 * They share one database; only the JSON shapes differ, which is exactly what the adapter must
 * absorb, so the differences here are real rather than cosmetic.
 */

export const SANDBOX_HOST_NAMES = [
  'main',
  'plain',
  'enclave',
  'news',
  'events',
  'pharmacy',
] as const;

export type SandboxHostName = (typeof SANDBOX_HOST_NAMES)[number];

export interface HostProfile {
  /** The plain-HTTP host serialises every number as a JSON string. */
  numbersAsStrings: boolean;
  /** How ConsultantsIDS?Id= wraps its one record. */
  singleRecordShape: 'object' | 'array' | 'object-if-even-id';
  /** Body for an unknown or non-numeric id: hosts that answer arrays say [], enclave says null. */
  unknownRecordBody: [] | null;
}

export const HOST_PROFILES: Readonly<Record<SandboxHostName, HostProfile>> = {
  main: { numbersAsStrings: false, singleRecordShape: 'object-if-even-id', unknownRecordBody: [] },
  plain: { numbersAsStrings: true, singleRecordShape: 'array', unknownRecordBody: [] },
  enclave: { numbersAsStrings: false, singleRecordShape: 'object', unknownRecordBody: null },
  news: { numbersAsStrings: false, singleRecordShape: 'object-if-even-id', unknownRecordBody: [] },
  events: { numbersAsStrings: false, singleRecordShape: 'object', unknownRecordBody: [] },
  // The pharmacy API is another service; only its catalogue route answers there.
  pharmacy: { numbersAsStrings: false, singleRecordShape: 'object', unknownRecordBody: [] },
};

/** Only the separate event-detail address answers web/NewsEvents/{id} (spec 001 §7). */
export const EVENT_DETAIL_HOST: SandboxHostName = 'events';

export function isSandboxHostName(value: string): value is SandboxHostName {
  return (SANDBOX_HOST_NAMES as readonly string[]).includes(value);
}

export type WireValue = string | number | boolean | null;

/** Applies the host's number formatting to one flat wire record. */
export function serialiseRecordForHost<T extends { [K in keyof T]: WireValue }>(
  record: T,
  host: SandboxHostName,
): Record<keyof T, WireValue> {
  if (!HOST_PROFILES[host].numbersAsStrings) return record;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  ) as Record<keyof T, WireValue>;
}

/** Wraps a found record the way the host does for ConsultantsIDS. */
export function singleRecordBody<T>(record: T, id: number, host: SandboxHostName): T | T[] {
  switch (HOST_PROFILES[host].singleRecordShape) {
    case 'object':
      return record;
    case 'array':
      return [record];
    case 'object-if-even-id':
      return id % 2 === 0 ? record : [record];
  }
}
