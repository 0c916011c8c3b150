/**
 * The largest body a page's form may post (a server action, or a form's post before its script
 * has loaded), in bytes: Next.js's limit (next.config.build.ts) and the front server's, which answers
 * 413 past it before Next.js reads a byte (server/admission.ts). A request form's fields are a few
 * kilobytes; the API has a limit of its own (API_MAX_BODY_BYTES).
 */
export const FORM_POST_MAX_BYTES = 1024 * 1024;
