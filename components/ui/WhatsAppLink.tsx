import { ExternalLink } from '@/components/ui/ExternalLink';
import { requestMessages } from '@/components/i18n/server';
import { whatsappHref } from '@/domain/whatsapp';

/**
 * A chat with a branch on WhatsApp, its first message written for the patient; nothing where the
 * branch has no number. `name` says whom the chat is with ("WhatsApp DHA").
 */
export function WhatsAppLink({
  number,
  message,
  name,
  className,
}: {
  number: string | null | undefined;
  message: string;
  name?: string;
  className?: string;
}) {
  if (!number) return null;
  return (
    <ExternalLink href={whatsappHref(number, message)} className={className}>
      {requestMessages().whatsapp.label}
      {name && <span className="sr-only"> {name}</span>}
    </ExternalLink>
  );
}
