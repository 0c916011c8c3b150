import type { Messages } from '@/domain/messages';

/**
 * The specification's failure state: "Error: {message}". What failed comes from the API in the
 * page's language (the pages' GraphQL client asks in it). The caller gives the catalogue
 * (`requestMessages()` on the server, `useMessages()` in the browser), so a server page showing
 * this sends no catalogue to the browser (issue 22).
 */
export function ErrorMessage({ message, messages }: { message: string; messages: Messages }) {
  return (
    <p
      role="alert"
      className="my-12 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      {messages.common.error(message)}
    </p>
  );
}
