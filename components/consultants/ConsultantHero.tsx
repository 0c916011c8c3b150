import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { telHref } from '@/content/group';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { accentButton, outlineButton } from '@/components/ui/buttons';

interface Props {
  title: string;
  blurb: string;
  phone: string;
  appointmentPath: string;
}

/** Title, blurb, the booking button and the phone number as a button. */
export function ConsultantHero({ title, blurb, phone, appointmentPath }: Props) {
  const t = useTranslations();
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="heading-1 max-w-3xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{blurb}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={appointmentPath} className={accentButton}>
            {t('finder.book')}
          </Link>
          <a href={telHref(phone)} className={outlineButton}>
            <span className="sr-only">{t('site.call')} </span>
            <PhoneNumber number={phone} />
          </a>
        </div>
      </div>
    </section>
  );
}
