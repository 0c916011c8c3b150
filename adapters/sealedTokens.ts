import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { processWide } from './processWide';

/**
 * Tokens the server hands out in an address and alone can read: the lab's report-file links
 * (labLinks.ts) and the payment's way back (paymentProof.ts). One rule for both. A token is
 * sealed with AES-256-GCM under a key derived (HKDF-SHA256) from a configured secret and the
 * token's purpose: sealed rather than only signed, so the address (and every access log it lands
 * in) carries nothing readable; GCM's tag is the signature, checked by OpenSSL in constant time;
 * and the purpose, in the key and as associated data, keeps a token of one use from opening
 * anything of another, even under the same secret.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer than any token of ours: refused before any work is spent on it. */
const MAX_TOKEN_LENGTH = 500;

export interface Sealer {
  /** A token holding `payload` (anything JSON can write), different each time. */
  seal(payload: unknown): string;
  /** What was sealed; null when the token is not this sealer's, or was altered. */
  open(token: string): unknown;
}

/**
 * Seals for `purpose` under `secret()`, read at each use (the configuration may be reloaded);
 * with no secret configured, under one made up once per process (every bundle shares it).
 */
export function sealer(purpose: string, secret: () => string | null): Sealer {
  const bound = Buffer.from(purpose);
  const key = (): Buffer => {
    const given = secret();
    const keys = processWide('sealed-token-keys', () => new Map<string, Buffer>());
    // Configured secrets have 32 characters at least, so none is mistaken for the made-up one.
    const name = `${purpose}\n${given ?? ''}`;
    let found = keys.get(name);
    if (!found) {
      found = Buffer.from(
        hkdfSync('sha256', given ?? randomBytes(32), Buffer.alloc(0), bound, 32) as ArrayBuffer,
      );
      keys.set(name, found);
    }
    return found;
  };
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key(), iv).setAAD(bound);
      const text = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
    },
    open(token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, IV_BYTES))
          .setAAD(bound)
          .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
  };
}
