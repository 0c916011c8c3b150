/**
 * The privacy policy's date of last change; its text is the catalogue's (`copy.privacyPolicy`,
 * messages/<locale>.json), a section per key.
 */
export const PRIVACY_POLICY_UPDATED = '2026-11-01';
