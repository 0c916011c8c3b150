import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ConsultantProfile } from '@/components/consultants/ConsultantProfile';
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

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { consultant } = await loadConsultant((await params).id);
  if (!consultant) return { title: 'Consultant' };
  return {
    title: consultant.name,
    description: [consultant.designation, consultant.department, consultant.branchName]
      .filter(Boolean)
      .join(', '),
    alternates: { canonical: `/consultant/${consultant.id}` },
  };
}

export default async function ConsultantPage({ params }: { params: Params }) {
  const { consultant, error } = await loadConsultant((await params).id);
  if (consultant) return <ConsultantProfile consultant={consultant} />;
  // An id that is not a number names no consultant either: the visitor sees the not-found text.
  if (!error || error.code === 'BAD_USER_INPUT') notFound();
  return (
    <div className="mx-auto max-w-4xl px-4">
      <ErrorMessage message={error.message} />
    </div>
  );
}
