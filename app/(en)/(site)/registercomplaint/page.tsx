import { RequestFormPage } from '@/components/forms/RequestFormPage';
import { pageMetadata } from '@/components/seo/pageMetadata';

export const metadata = pageMetadata({
  title: 'Register a complaint',
  description:
    'Tell Farooq Group Of Hospitals what went wrong at one of its branches, or call the branch directly.',
  path: '/registercomplaint',
});

export default function RegisterComplaintPage() {
  return <RequestFormPage kind="complaint" />;
}
