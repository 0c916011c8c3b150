import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/seo/notFoundMetadata';

export const generateMetadata = () => notFoundMetadata();

/** An address below a page of this group that names nothing; the group's layout frames it. */
export default function NotFound() {
  return <NotFoundContent />;
}
