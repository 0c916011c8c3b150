import { useTranslations } from 'next-intl';
import { GROUP, telHref } from '@/content/group';
import type { BranchOption } from './RequestForm';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/**
 * Every branch's phone number beside the form: the way to reach the hospital without the form,
 * and without JavaScript.
 */
export function BranchPhones({ branches }: { branches: BranchOption['branch'][] }) {
  const text = useTranslations('forms.page');
  return (
    <aside aria-labelledby="branch-phones" className="rounded-lg bg-brand-50 p-6 lg:self-start">
      <h2 id="branch-phones" className="heading-3 text-brand-900">
        {text('preferToCall')}
      </h2>
      <p className="mt-2 text-slate-700">
        {text('helpline')}{' '}
        <a href={telHref(GROUP.phone)} className="font-semibold text-brand-800 underline">
          <PhoneNumber number={GROUP.phone} />
        </a>
      </p>
      <ul className="mt-4 space-y-3">
        {branches.map((branch) => (
          <li key={branch.id}>
            <span className="block text-sm text-slate-700">{branch.displayName}</span>
            <a href={telHref(branch.phone)} className="font-semibold text-brand-800 underline">
              <PhoneNumber number={branch.phone} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
