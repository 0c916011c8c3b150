import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { RequestFormPage } from '@/components/forms/RequestFormPage';

export const generateMetadata = staticPageMetadata('registercomplaint', '/registercomplaint');

export default async function RegisterComplaintPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return <RequestFormPage kind="complaint" />;
}
