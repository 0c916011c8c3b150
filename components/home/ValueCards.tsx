import { useTranslations } from 'next-intl';
import { messages } from '@/domain/messages';
import { keysOf } from '@/domain/messages/keys';
import { isolated } from '@/components/ui/isolate';

/** The four things the group promises patients (spec 000 §2), the catalogue's, in its order. */
export function ValueCards() {
  const t = useTranslations('copy.home.values');
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {keysOf(messages.copy.home.values).map((id) => (
        <li key={id} className="rounded-lg bg-white p-5 shadow-sm">
          <h3 className="heading-4 text-brand-900">{t(`${id}.title`)}</h3>
          <p className="mt-2 text-slate-700">{isolated(t(`${id}.text`))}</p>
        </li>
      ))}
    </ul>
  );
}
