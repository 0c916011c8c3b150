/**
 * The element every page's first paint waits for (issue 56): the phone bar, the last element of
 * the page's document (components/layout/Document.tsx). Before it come the header, the page's
 * `<main>` (with the fallback of whatever it streams later) and the footer; after it, only the
 * framework's payload and what the page streams.
 */
export const FIRST_PAINT_AFTER = 'phone-actions';
