import { useTranslations } from 'next-intl';

/**
 * The specification's failure state: "Error: {message}". What failed comes from the API in the
 * page's language (the pages' GraphQL client asks in it). Rendered on the server by the pages, and
 * in the browser by the lab search and the medicine catalogue (their `ClientMessages` give it the
 * `common` texts).
 */
export function ErrorMessage({ message }: { message: string }) {
  const t = useTranslations('common');
  return (
    <p
      role="alert"
      className="my-12 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      {t('error', { message })}
    </p>
  );
}
