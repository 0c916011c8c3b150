'use client';

import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import { useLocale, useTranslations } from 'next-intl';
import { Component, useActionState, useEffect, useRef, useState, type ReactNode } from 'react';
import { primaryButton } from '@/components/ui/buttons';
import type { LabId } from '@/domain/labs';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading } from '@/components/ui/Loading';
import { LabReportTable } from './LabReportTable';
import { NoReports } from './NoReports';
import {
  NO_SEARCH,
  readLabQuery,
  type LabChoice,
  type LabContact,
  type LabQuery,
  type LabSearchState,
} from './labQuery';

type Action = (previous: LabSearchState, form: FormData) => Promise<LabSearchState>;

interface SearchProps {
  /** The laboratory the page asks, or the one chosen first where the patient chooses. */
  lab: LabId;
  /** The laboratories to choose from (the main lab reports page), or null for the page's own. */
  labs: readonly LabChoice[] | null;
  /** searchLabReports, bound to the page's laboratory. */
  action: Action;
  /** Every laboratory with its branches' numbers: what a search that finds nothing offers. */
  directory: readonly LabContact[];
}

/** Where an answer's first line is handed to the form, which brings it into view. */
type Lead = (element: HTMLElement | null) => void;

const LEAD = 'scroll-mt-4 focus:outline-none';

/**
 * The answer to a search. Its first line (how many reports, none, or what went wrong) is `lead`:
 * it takes focus when an answer arrives, so a screen reader reads it and the phone shows it.
 */
function Results({
  state,
  lead,
  directory,
}: {
  state: LabSearchState;
  lead: Lead;
  directory: readonly LabContact[];
}) {
  const { query, lookup, error } = state;
  const t = useTranslations('lab');
  const locale = useLocale();
  if (error) {
    return (
      <div ref={lead} tabIndex={-1} className={LEAD}>
        <ErrorMessage message={error} />
      </div>
    );
  }
  if (!query || !lookup) return null;
  if (lookup.reports.length === 0) {
    return (
      <NoReports
        message={t('noReports')}
        lab={lookup.lab}
        patientId={lookup.idKind === 'PATIENT' ? lookup.id : null}
        directory={directory}
        lead={lead}
        leadClassName={LEAD}
      />
    );
  }
  // The links are the lookup's own: the server hands out a combined report only for a patient's id.
  return (
    <>
      <h2 ref={lead} tabIndex={-1} className={`${LEAD} heading-3 mt-8 text-brand-900`}>
        {t('found', { count: lookup.reports.length })}
      </h2>
      <LabReportTable
        reports={lookup.reports}
        locale={locale}
        combined={{
          href: lookup.combinedReportUrl,
          label: t('combined'),
          missing: t('needPatient'),
        }}
        rowLink={(report) => ({
          href: report.fileUrl,
          label: t('view'),
          missing: t('needAnyId'),
        })}
      />
    </>
  );
}

/** A test or patient id, as printed on the receipt (up to 12 digits). */
function IdField({
  name,
  label,
  placeholder,
  value,
}: {
  name: 'testId' | 'patientId';
  label: string;
  placeholder: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={value}
        maxLength={12}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
      />
    </div>
  );
}

/**
 * A search whose answer the network lost (the server never answered: offline, or a dropped
 * connection) throws where the form is; this shows the form again with the ids asked and says so,
 * where the page's error screen would have lost them.
 */
class LostAnswer extends Component<{ children: ReactNode; onLost: () => void }, { lost: boolean }> {
  state = { lost: false };

  static getDerivedStateFromError() {
    return { lost: true };
  }

  componentDidCatch() {
    this.props.onLost();
  }

  render() {
    return this.state.lost ? null : this.props.children;
  }
}

function SearchForm({
  lab,
  labs,
  action,
  directory,
  first,
  onAsk,
}: SearchProps & { first: LabSearchState; onAsk: (query: LabQuery) => void }) {
  const [state, formAction, pending] = useActionState(action, first);
  const shown = state.query ?? { lab, patientId: '', testId: '' };
  const t = useTranslations('lab');
  const lead = useRef<HTMLElement | null>(null);
  // What a screen reader is told as an answer arrives (an error is an alert of its own).
  const found = state.error ? undefined : state.lookup?.reports.length;
  const told =
    found === undefined ? '' : found === 0 ? t('noReports') : t('found', { count: found });
  // An answer appears below the form, out of sight on a phone: it is brought into view and
  // focused as it arrives (also the one a search posted before the script loaded came back with).
  useEffect(() => {
    if (!state.query && !state.error) return;
    lead.current?.focus({ preventScroll: true });
    lead.current?.scrollIntoView({ block: 'start' });
  }, [state]);
  return (
    <>
      <ScriptsOnArrival />
      <form
        action={formAction}
        onSubmit={(event) => onAsk(readLabQuery(new FormData(event.currentTarget), lab))}
        aria-labelledby="lab-search-heading"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6"
      >
        <h2 id="lab-search-heading" className="heading-3 text-brand-900">
          {t('findHeading')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
          {labs ? (
            <div>
              <label htmlFor="lab" className="block text-sm font-medium text-slate-800">
                {t('yourLab')}
              </label>
              {/* The laboratories are named by their branches, in the page's language. */}
              <select
                id="lab"
                name="lab"
                defaultValue={shown.lab}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
              >
                {labs.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="lab" value={lab} />
          )}
          <IdField
            name="testId"
            label={t('testId')}
            placeholder={t('testIdPlaceholder')}
            value={shown.testId}
          />
          <IdField
            name="patientId"
            label={t('patientId')}
            placeholder={t('patientIdPlaceholder')}
            value={shown.patientId}
          />
          <button type="submit" className={primaryButton}>
            {t('search')}
          </button>
        </div>
      </form>
      <p role="status" className="sr-only">
        {pending ? '' : told}
      </p>
      {pending ? (
        <Loading />
      ) : (
        <Results
          state={state}
          directory={directory}
          lead={(element) => {
            lead.current = element;
          }}
        />
      )}
    </>
  );
}

/**
 * The lab search (spec 001 §2): Test ID and Patient ID, the Test ID winning when both are given.
 * One runtime, the server's (searchLabReports): before the page's script has loaded the form is
 * posted and the page comes back with the answer; once it has, React sends the same action and
 * shows its answer in place. The ids never travel in the address.
 */
export function LabSearch(props: SearchProps) {
  const asked = useRef<LabQuery | null>(null);
  const noAnswer = useTranslations('lab')('noAnswer');
  const [retry, setRetry] = useState({ attempt: 0, first: NO_SEARCH });
  const lost = () =>
    setRetry(({ attempt }) => ({
      attempt: attempt + 1,
      first: { query: asked.current, lookup: null, error: noAnswer },
    }));
  return (
    <LostAnswer key={retry.attempt} onLost={lost}>
      <SearchForm
        {...props}
        first={retry.first}
        onAsk={(query) => {
          asked.current = query;
        }}
      />
    </LostAnswer>
  );
}
