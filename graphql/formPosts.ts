import type { Plugin } from 'graphql-yoga';

/** The bodies a browser may send to another site without asking first (a plain HTML form). */
const FORM_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Refuses a POST whose body a plain HTML form could send. Yoga reads such bodies, so any page on
 * the web could otherwise make a visitor's browser start a payment; a JSON body (every client of
 * this API sends one) needs the browser's CORS preflight, which another site cannot pass.
 */
export function refuseFormPosts(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!FORM_BODIES.includes(type) && type !== '') return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: 'Send the request as JSON (Content-Type: application/json).' }],
          }),
          { status: 415, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
