// Types of pageCacheTags.mjs.
export const NOT_KEPT_TAG: string;
