import { useTranslations } from 'next-intl';
import { ExternalLink } from '@/components/ui/ExternalLink';
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
  const t = useTranslations();
  if (!number) return null;
  return (
    <ExternalLink href={whatsappHref(number, message)} className={className}>
      {t('whatsapp.label')}
      {name && <span className="sr-only"> {name}</span>}
    </ExternalLink>
  );
}
