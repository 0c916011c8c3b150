import * as enHome from '@/content/home';
import * as urHome from '@/content/ur/home';
import { localized } from '@/components/i18n/server';
import { isolated } from '@/components/ui/isolate';

/** The four things the group promises patients (spec 000 §2). */
export function ValueCards() {
  const { HOME } = localized(enHome, urHome);
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {HOME.values.map((value) => (
        <li key={value.title} className="rounded-lg bg-white p-5 shadow-sm">
          <h3 className="heading-4 text-brand-900">{value.title}</h3>
          <p className="mt-2 text-slate-700">{isolated(value.text)}</p>
        </li>
      ))}
    </ul>
  );
}
