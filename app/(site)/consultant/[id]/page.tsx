import type { Metadata } from 'next';
import { cache } from 'react';
import { ConsultantNotFound } from '@/components/consultants/ConsultantNotFound';
import { ConsultantProfile } from '@/components/consultants/ConsultantProfile';
import { MISSING } from '@/components/consultants/missingValues';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { errorAt, queryPage } from '@/graphql/client/server';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each consultant, then served from the page cache (see the list route). */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ id: string }>;

const loadConsultant = cache(async (id: string) => {
  const result = await queryPage(ConsultantDetailDocument, { id });
  return { consultant: result.data?.consultant ?? null, error: errorAt(result, 'consultant') };
});

/** A consultant that does not exist: no such id, or an id that is not a number. */
const isMissing = ({ consultant, error }: Awaited<ReturnType<typeof loadConsultant>>) =>
  !consultant && (!error || error.code === 'BAD_USER_INPUT');

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadConsultant((await params).id);
  const { consultant } = loaded;
  if (isMissing(loaded)) return { title: MISSING.notFound, robots: { index: false } };
  if (!consultant) return { title: 'Consultant' };
  return pageMetadata({
    title: consultant.name,
    description: [consultant.designation, consultant.department, consultant.branchName]
      .filter(Boolean)
      .join(', '),
    path: `/consultant/${consultant.id}`,
    image: consultant.photo,
  });
}

/**
 * A missing consultant gets the not-found text rendered here, with a normal status, rather than
 * through notFound(): Next.js 16 sends the 404 of notFound() as an empty document that only
 * JavaScript fills in (vercel/next.js#62228), which would leave a patient without JavaScript, and
 * every crawler, a blank page. Search engines are told not to index it instead.
 */
export default async function ConsultantPage({ params }: { params: Params }) {
  const loaded = await loadConsultant((await params).id);
  if (loaded.consultant) return <ConsultantProfile consultant={loaded.consultant} />;
  if (isMissing(loaded)) return <ConsultantNotFound />;
  return (
    <div className="mx-auto max-w-4xl px-4">
      <ErrorMessage message={loaded.error!.message} />
    </div>
  );
}
