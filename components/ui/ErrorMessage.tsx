'use client';

import { useMessages } from '@/i18n/useMessages';
import { translated } from '@/domain/messages';

/**
 * The specification's failure state: "Error: {message}". The API says what failed in English; a
 * message the catalogue has is shown in the page's language.
 */
export function ErrorMessage({ message }: { message: string }) {
  const messages = useMessages();
  return (
    <p
      role="alert"
      className="my-12 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      {messages.common.error(translated(message, messages))}
    </p>
  );
}
