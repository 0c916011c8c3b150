// Types of pageCacheTags.mjs.
export const NOT_KEPT_TAG: string;
export const VARIANT_TAG: string;
