// Plain JavaScript: read by the page cache handler (server/pageCacheTiers.mjs), which Next.js
// loads uncompiled, and by the pages.

/**
 * The tag of a page the page cache must not keep: a record's page whose record does not exist.
 * Such addresses are countless (/consultant/{any number}); kept, a loop over them would fill the
 * cache and push real pages out.
 */
export const NOT_KEPT_TAG = 'fh:not-kept';

/**
 * The tag of a variant of a page: a consultant list filtered or paged (one copy per list ×
 * department × branch × `today` × page × language, thousands of real addresses). Variants are
 * kept in a bounded share of an instance's own copies (server/pageCacheTiers.mjs), so that a walk
 * over every filter the site offers can never push out the site's own pages.
 */
export const VARIANT_TAG = 'fh:variant';
