/**
 * Connection cursors: opaque to clients, a position in the list to the server (as graphql-relay's
 * array connections). The site's own pages turn a page number into a cursor with `cursorAt`.
 */

const PREFIX = 'o:';

export function cursorAt(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`).toString('base64url');
}

/** The position a cursor names, or null when it is not a cursor of ours. */
export function offsetOf(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(cursor)) return null;
  const match = /^o:(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}
