import type { Metadata } from 'next';
import { RequestFormPage } from '@/components/forms/RequestFormPage';

export const metadata: Metadata = {
  title: 'Register a complaint',
  description:
    'Tell Farooq Group Of Hospitals what went wrong at one of its branches, or call the branch directly.',
  alternates: { canonical: '/registercomplaint' },
};

export default function RegisterComplaintPage() {
  return <RequestFormPage kind="complaint" />;
}
