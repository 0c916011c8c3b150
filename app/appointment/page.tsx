import type { Metadata } from 'next';
import { RequestFormPage } from '@/components/forms/RequestFormPage';

export const metadata: Metadata = {
  title: 'Book an appointment',
  description:
    'Request an appointment at any branch of Farooq Group Of Hospitals in Lahore and Islamabad, or call the branch directly.',
  alternates: { canonical: '/appointment' },
};

export default function AppointmentPage() {
  return <RequestFormPage kind="appointment" />;
}
