import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { queryPage } from '@/graphql/client/server';
import { ConsultantListDocument, type BranchId } from '@/graphql/__generated__/operations';
import { ConsultantCard } from './ConsultantCard';
import { ConsultantFinder, FINDER_FORM_ID } from './ConsultantFinder';
import { SearchPending } from './SearchPending';

interface Props {
  branch: BranchId | null;
  heading: string;
  action: string;
  name: string;
  department: string;
}

function summary(count: number, searched: boolean): string {
  if (count === 0)
    return searched ? 'No consultants match your search.' : 'No consultants are listed yet.';
  const noun = count === 1 ? 'consultant' : 'consultants';
  return searched ? `${count} ${noun} match your search.` : `${count} ${noun}.`;
}

/** The search panel and the card grid; on failure both give way to "Error: {message}". */
export async function ConsultantResults({ branch, heading, action, name, department }: Props) {
  const searched = name.trim() !== '' || department.trim() !== '';
  const result = await queryPage(ConsultantListDocument, {
    branch,
    search: searched ? { text: name, department } : null,
  });
  if (result.error) return <ErrorMessage message={result.error.message} />;

  const consultants = result.data.consultants;
  return (
    <>
      <ConsultantFinder action={action} name={name} department={department} />
      <SearchPending formId={FINDER_FORM_ID} />
      <section aria-labelledby="results-heading" className="mt-10">
        <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <p className="mt-1 text-slate-700" aria-live="polite">
          {summary(consultants.length, searched)}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {consultants.map((consultant) => (
            <li key={consultant.id}>
              <ConsultantCard consultant={consultant} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
