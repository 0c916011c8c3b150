/**
 * The reference a patient quotes on the phone for a request sent by a form ("K7HM-3QRX"): eight
 * symbols in two groups of four, short enough to read out and write down. The symbols leave out
 * those that are mistaken for one another on a screen or a receipt: 0/O, 1/I/L, 2/Z, 5/S and 8/B.
 * 25 symbols, eight of them: 25⁸ ≈ 1.5 × 10¹¹ references, so two requests sharing one is
 * negligible without anything to count them (the request goes from the browser to the e-mail
 * service; no server of ours sees it).
 */
export const REFERENCE_SYMBOLS = '34679ACDEFGHJKMNPQRTUVWXY';

const LENGTH = 8;

/** A reference as the form shows and sends it. */
export const REFERENCE_PATTERN = new RegExp(
  `^[${REFERENCE_SYMBOLS}]{4}-[${REFERENCE_SYMBOLS}]{4}$`,
);

/**
 * A new reference from a cryptographic random source (the browser's and Node's `crypto`): one
 * that cannot be guessed from another, so a reference says nothing of other patients' requests.
 */
export function newRequestReference(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const symbols: string[] = [];
  // Bytes from the largest multiple of the alphabet up are dropped, so every symbol is as likely.
  const limit = 256 - (256 % REFERENCE_SYMBOLS.length);
  while (symbols.length < LENGTH) {
    for (const byte of random(new Uint8Array(LENGTH * 2))) {
      if (byte < limit && symbols.length < LENGTH) {
        symbols.push(REFERENCE_SYMBOLS[byte % REFERENCE_SYMBOLS.length]!);
      }
    }
  }
  return `${symbols.slice(0, 4).join('')}-${symbols.slice(4).join('')}`;
}
