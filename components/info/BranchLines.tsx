import { useTranslations } from 'next-intl';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { GROUP, telHref } from '@/content/group';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/** The group's helpline in a box, under the page's own words for it. */
export function Helpline({ label }: { label: string }) {
  return (
    <p className="rounded-lg bg-brand-50 p-5 text-lg">
      {label}:{' '}
      <a href={telHref(GROUP.phone)} className="font-bold text-brand-800 underline">
        <PhoneNumber number={GROUP.phone} />
      </a>
    </p>
  );
}

/**
 * One branch's line to call, and its WhatsApp chat where it has one, as an item of a list of
 * branches (the contact page, the offline page).
 */
export function BranchLine({
  label,
  phone,
  whatsapp,
}: {
  label: string;
  phone: string | null | undefined;
  whatsapp?: string | null;
}) {
  const phones = useTranslations('phones');
  const whatsappText = useTranslations('whatsapp');
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <span className="block font-semibold text-slate-900">{label}</span>
      {phone && (
        <a href={telHref(phone)} className="text-lg font-semibold text-brand-700 underline">
          <span className="sr-only">{phones('callBranch', { branch: label })} </span>
          <PhoneNumber number={phone} />
        </a>
      )}
      <WhatsAppLink
        number={whatsapp}
        message={whatsappText('aboutBranch', { branch: label })}
        name={label}
        className="mt-1 block font-semibold text-brand-700 underline"
      />
    </li>
  );
}
