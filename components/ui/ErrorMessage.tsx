import { messages } from '@/domain/messages';

/** The specification's failure state: "Error: {message}". */
export function ErrorMessage({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="my-12 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      {messages.common.error(message)}
    </p>
  );
}
