import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { RequestFormPage } from '@/components/forms/RequestFormPage';
import { href } from '@/domain/addresses';

export const generateMetadata = staticPageMetadata('appointment', href.appointment());

export default async function AppointmentPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return <RequestFormPage kind="appointment" />;
}
