// Plain JavaScript: read by the page cache handler (server/pageCacheTiers.mjs), which Next.js
// loads uncompiled, and by the pages.

/**
 * The tag of a page the page cache must not keep: a record's page whose record does not exist.
 * Such addresses are countless (/consultant/{any number}); kept, a loop over them would fill the
 * cache and push real pages out.
 */
export const NOT_KEPT_TAG = 'fh:not-kept';
