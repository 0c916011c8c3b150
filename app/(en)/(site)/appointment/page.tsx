import { messages } from '@/domain/messages';
import { RequestFormPage } from '@/components/forms/RequestFormPage';
import { pageMetadata } from '@/components/seo/pageMetadata';

export const metadata = pageMetadata({
  title: messages.finder.book,
  description:
    'Request an appointment at any branch of Farooq Group Of Hospitals in Lahore and Islamabad, or call the branch directly.',
  path: '/appointment',
});

export default function AppointmentPage() {
  return <RequestFormPage kind="appointment" />;
}
