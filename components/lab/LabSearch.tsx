'use client';

import { useLazyQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useActionState, useState, type FormEvent } from 'react';
import { primaryButton } from '@/components/ui/buttons';
import { labIdOf } from '@/domain/labs';
import { messages } from '@/domain/messages';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading } from '@/components/ui/Loading';
import {
  LabReportsDocument,
  type LabChoicesQuery,
  type LabServer,
} from '@/graphql/__generated__/operations';
import { LabReportTable } from './LabReportTable';
import { NO_SEARCH, readLabQuery, type LabQuery, type LabSearchState } from './labSearch';

const TEXT = messages.lab;

type Action = (previous: LabSearchState, form: FormData) => Promise<LabSearchState>;

/** The one message people may read of a failed lookup. */
function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? TEXT.noAnswer;
  return TEXT.noAnswer;
}

function Results({ state }: { state: LabSearchState }) {
  const { query, lookup, error } = state;
  if (error) return <ErrorMessage message={error} />;
  if (!query || !lookup) return null;
  if (lookup.reports.length === 0) {
    return <p className="mt-6 text-lg text-slate-700">{TEXT.noReports}</p>;
  }
  // The links are the lookup's own: the server hands out a combined report only for a patient's id.
  return (
    <LabReportTable
      reports={lookup.reports}
      combined={{
        href: lookup.combinedReportUrl,
        label: TEXT.combined,
        missing: TEXT.needPatient,
      }}
      rowLink={(report) => ({
        href: report.fileUrl,
        label: TEXT.view,
        missing: TEXT.needAnyId,
      })}
    />
  );
}

/**
 * The lab search (spec 001 §2): Test ID and Patient ID, the Test ID winning when both are given.
 * Before the page's script has loaded the form is posted and the server answers it
 * (searchLabReports); once it has, the search runs in place through the API.
 */
export function LabSearch({
  lab,
  labs,
  action,
}: {
  /** The laboratory the page asks, or the one chosen first where the patient chooses. */
  lab: LabServer;
  /** The laboratories to choose from (the main lab reports page), or null for the page's own. */
  labs: LabChoicesQuery['labs'] | null;
  action: Action;
}) {
  const [posted, formAction] = useActionState(action, NO_SEARCH);
  const [execute, { data, error, loading }] = useLazyQuery(LabReportsDocument, {
    fetchPolicy: 'no-cache',
  });
  const [asked, setAsked] = useState<LabQuery | null>(null);
  const [missingId, setMissingId] = useState(false);
  const shown = posted.query ?? { lab, patientId: '', testId: '' };

  function search(event: FormEvent<HTMLFormElement>) {
    // The posted form is the server's (before the script loaded); from here on it is ours.
    event.preventDefault();
    const query = readLabQuery(new FormData(event.currentTarget), lab);
    const missing = !labIdOf(query.patientId, query.testId);
    setMissingId(missing);
    if (missing) return setAsked(null);
    setAsked(query);
    void execute({
      variables: {
        lab: query.lab,
        patientId: query.patientId || null,
        testId: query.testId || null,
      },
    }).catch(() => undefined);
  }

  const state: LabSearchState = missingId
    ? { query: null, lookup: null, error: TEXT.noId }
    : asked
      ? { query: asked, lookup: data?.labReports ?? null, error: error ? messageOf(error) : null }
      : posted;

  return (
    <>
      <form
        action={formAction}
        onSubmit={search}
        aria-labelledby="lab-search-heading"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6"
      >
        <h2 id="lab-search-heading" className="text-xl font-semibold text-brand-900">
          Find your reports
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
          {labs ? (
            <div>
              <label htmlFor="lab" className="block text-sm font-medium text-slate-800">
                Your branch&apos;s laboratory
              </label>
              <select
                id="lab"
                name="lab"
                defaultValue={shown.lab}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
              >
                {labs.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.branches.map((branch) => branch.displayName).join(', ')}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="lab" value={lab} />
          )}
          <div>
            <label htmlFor="testId" className="block text-sm font-medium text-slate-800">
              Test ID
            </label>
            <input
              id="testId"
              name="testId"
              inputMode="numeric"
              autoComplete="off"
              placeholder={TEXT.testIdPlaceholder}
              defaultValue={shown.testId}
              maxLength={12}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
            />
          </div>
          <div>
            <label htmlFor="patientId" className="block text-sm font-medium text-slate-800">
              Patient ID
            </label>
            <input
              id="patientId"
              name="patientId"
              inputMode="numeric"
              autoComplete="off"
              placeholder={TEXT.patientIdPlaceholder}
              defaultValue={shown.patientId}
              maxLength={12}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
            />
          </div>
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite">{asked && loading ? <Loading /> : <Results state={state} />}</div>
    </>
  );
}
