import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ConsultantProfile } from '@/components/consultants/ConsultantProfile';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { queryPage } from '@/graphql/client/server';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';

type Params = Promise<{ id: string }>;

const loadConsultant = cache(async (id: string) => queryPage(ConsultantDetailDocument, { id }));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const result = await loadConsultant((await params).id);
  const consultant = result.data?.consultant;
  if (!consultant) return { title: 'Consultant' };
  return {
    title: consultant.name,
    description: [consultant.designation, consultant.department, consultant.branchName]
      .filter(Boolean)
      .join(', '),
  };
}

export default async function ConsultantPage({ params }: { params: Params }) {
  const result = await loadConsultant((await params).id);
  // An id that is not a number names no consultant: the visitor sees the not-found text.
  if (result.error?.code === 'BAD_USER_INPUT' || (result.data && !result.data.consultant))
    notFound();
  if (result.error) {
    return (
      <div className="mx-auto max-w-4xl px-4">
        <ErrorMessage message={result.error.message} />
      </div>
    );
  }
  return <ConsultantProfile consultant={result.data!.consultant!} />;
}
