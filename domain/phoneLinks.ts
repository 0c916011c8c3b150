/**
 * A phone number as a tel: link target: digits only, with the leading + kept. Here rather than in
 * content/group.ts, so a browser component that links a phone (the forms' failure message) does
 * not bring the group's content, and the catalogue it reads, with it.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/** Rescue 1122: Pakistan's emergency number for an ambulance, fire or rescue, free, day and night. */
export const RESCUE_PHONE = '1122';
