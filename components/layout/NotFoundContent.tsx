import { useTranslations } from 'next-intl';
import { ConsultantFinder } from '@/components/consultants/ConsultantFinder';
import { CONSULTANT_LIST_PATHS } from '@/domain/addresses';
import { GROUP, telHref } from '@/content/group';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/**
 * What a patient reads at an address the site does not have: a search for a consultant, which is
 * what most come for, and the hospital's number.
 */
export function NotFoundContent() {
  const messages = useTranslations();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="heading-1 text-brand-900">{messages('notFound.page')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {messages('site.notFoundBefore')}{' '}
        <a href={telHref(GROUP.phone)} className="font-semibold text-brand-700 underline">
          <PhoneNumber number={GROUP.phone} />
        </a>
        {messages('site.notFoundAfter')}
      </p>
      <div className="mt-8">
        <ConsultantFinder action={CONSULTANT_LIST_PATHS.ALL[0]} byBranch />
      </div>
    </div>
  );
}
