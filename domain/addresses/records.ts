/**
 * The pages of one record each (spec 000 §2), by the kind of record, `{id}` its number: part of
 * the address table (index.ts), apart so that the browser's links (href.ts) build them without
 * the whole table.
 */
export const RECORD_PATHS = {
  consultant: '/consultant/{id}',
  department: '/department/{id}',
  service: '/service/{id}',
  event: '/event-details/{id}',
  announcement: '/announcement/{id}',
  job: '/careers/{id}',
  gallery: '/pressdetails/{id}',
  medicine: '/medicine/{id}',
} as const;

export type RecordKind = keyof typeof RECORD_PATHS;
