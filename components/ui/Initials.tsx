/** Words before a name that are no part of it. */
const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'miss']);

/**
 * The initials of a person's name: of the first and the last word, titles left out
 * ("Dr. Ayesha Khan" is "AK"), one letter for a one-word name, and "" when no word is left.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s.,]+/)
    .map((word) => word.replace(/^[^\p{L}]+/u, ''))
    .filter((word) => word && !TITLES.has(word.toLowerCase()));
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  const initials = ends.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return initials.toLocaleUpperCase();
}

/**
 * A round tile of a person's initials, for a missing photo, or a person's outline for someone
 * unnamed; hidden, as their name (or "A customer") is beside it.
 */
export function Initials({ name }: { name: string | null }) {
  const initials = initialsOf(name ?? '');
  return (
    <span aria-hidden="true" lang="en" className="initials">
      {initials || (
        <svg viewBox="0 0 24 24" className="art-icon size-7">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
      )}
    </span>
  );
}
