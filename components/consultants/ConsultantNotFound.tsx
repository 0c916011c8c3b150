import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { CONSULTANT_LIST_PATHS } from '@/domain/addresses';

/** "No consultant details found", with the way back to every consultant. */
export function ConsultantNotFound() {
  const messages = useTranslations();
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="heading-2 text-brand-900">{messages('consultants.notFound')}</h1>
      <p className="mt-4">
        <Link href={CONSULTANT_LIST_PATHS.ALL[0]} className="text-brand-700 underline">
          {messages('consultants.seeAll')}
        </Link>
      </p>
    </div>
  );
}
