/** Facts about the group that the legacy site hard-coded in its pages. */
export const GROUP = {
  name: 'Farooq Group Of Hospitals',
  shortName: 'Farooq Hospitals',
  /** The hospital's general number (spec 001 §2, Contact page). */
  phone: '(042) 111 223 377',
} as const;

/** A phone number as a tel: link target: digits only, with the leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
