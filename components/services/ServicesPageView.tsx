import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { APPOINTMENT_LINK, navItem } from '@/content/navigation';
import { APPOINTMENT_BANNER_PATH } from '@/domain/addresses/spellings';
import { PageIntro } from '@/components/layout/PageIntro';
import { accentButton } from '@/components/ui/buttons';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { TESTIMONIALS } from '@/content/testimonials';
import type { ServiceCardFragment } from '@/graphql/__generated__/operations';
import { ServiceGrid } from './ServiceCard';

/**
 * The services page (spec 000 §2): the featured services, a banner to schedule an appointment,
 * and three testimonials. Services that cannot be read are explained in their block only.
 */
export function ServicesPageView({
  services,
  error,
}: {
  services: readonly ServiceCardFragment[] | null;
  error: string | undefined;
}) {
  const messages = useTranslations();
  const text = useTranslations('departments');
  return (
    <>
      <PageIntro title={messages('pages.services.title')}>
        <p>{text('servicesIntro')}</p>
      </PageIntro>
      <section aria-labelledby="featured-services" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="featured-services" className="heading-2 text-brand-900">
          {text('featuredServices')}
        </h2>
        {services ? (
          <ServiceGrid services={services} />
        ) : (
          <ErrorMessage message={error ?? messages('upstream.services')} />
        )}
      </section>
      <section aria-labelledby="schedule" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-6 px-4 py-10">
          <div>
            <h2 id="schedule" className="text-2xl font-bold">
              {text('schedule')}
            </h2>
            <p className="mt-2 text-lg text-brand-50">{text('scheduleBlurb')}</p>
          </div>
          <Link href={APPOINTMENT_BANNER_PATH} className={accentButton}>
            {navItem(messages, APPOINTMENT_LINK).label}
          </Link>
        </div>
      </section>
      <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="testimonials" className="heading-2 text-brand-900">
          {text('testimonials')}
        </h2>
        {/* The patients' own words, as they gave them (content/testimonials.ts): English. */}
        <ul lang="en" dir="auto" className="mt-6 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="h-full rounded-lg bg-brand-50 p-6">
                <blockquote className="text-lg text-slate-800">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 font-semibold text-brand-900">
                  {testimonial.name}, <span className="font-normal">{testimonial.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
