import { getMessages, getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { queryPage } from '@/graphql/client/server';
import { RequestFormPageDocument } from '@/graphql/__generated__/operations';
import { requestLocale } from '@/graphql/renderedLocale';
import { BRANCH_IDS, getBranch, type BranchId } from '@/domain/branches';
import { missingValues } from '@/components/consultants/missingValues';
import { COMPLAINT_CELL } from '@/content/complaintCell';
import { URDU_WEEKDAYS } from '@/domain/urduTimings';
import { WEEKDAY_NAMES } from '@/domain/weekdays';
import { BranchPhones } from './BranchPhones';
import { CareNow } from './CareNow';
import { clinicOffer } from './clinicHours';
import { RequestForm, type BranchOption } from './RequestForm';
import type { RequestFormKind } from './requestFormRules';

type FeedOption = Awaited<ReturnType<typeof loadOptions>>[number];

const loadOptions = cache(async (kind: RequestFormKind) => {
  const result = await queryPage(RequestFormPageDocument, {
    form: kind === 'appointment' ? 'APPOINTMENT' : 'COMPLAINT',
  });
  return result.data?.requestFormOptions ?? [];
});

/**
 * The options as an Urdu page names them: each branch by its Urdu name (the registry's), the
 * value the e-mail template receives unchanged.
 */
function inUrdu<Option extends FeedOption>(options: Option[]): Option[] {
  return options.map((option) => {
    const id = option.branch.id as string;
    if (!(BRANCH_IDS as readonly string[]).includes(id)) return option;
    const name = getBranch(id as BranchId).urdu.displayName;
    return { ...option, label: name, branch: { ...option.branch, displayName: name } };
  });
}

/**
 * Each option with what the summary tells of its branch after sending: its WhatsApp number and
 * its appointment desk's hours (the registry's), by which the summary says when it will call, and
 * its complaint cell focal person's phone, whom a complaint's summary says to call; on the
 * appointment form, also its clinics' hours, the only times a visit with no doctor may take.
 */
function withContacts(options: FeedOption[], kind: RequestFormKind, urdu: boolean): BranchOption[] {
  return options.map((option) => {
    const id = option.branch.id as string;
    const cellPhone = COMPLAINT_CELL.find((person) => person.branch === id)?.phone ?? null;
    if (!(BRANCH_IDS as readonly string[]).includes(id)) {
      return { ...option, whatsapp: null, desk: null, cellPhone, clinics: null };
    }
    const branch = getBranch(id as BranchId);
    return {
      ...option,
      whatsapp: branch.whatsapp,
      desk: branch.appointmentDesk,
      cellPhone,
      clinics: kind === 'appointment' ? clinicOffer(branch.outpatientHours, urdu) : null,
    };
  });
}

/**
 * The appointment form's word for care now, by the value of the branch chosen ('' for none):
 * shown when the clinics are closed at the time in question (issue 54).
 */
function careNow(options: BranchOption[]): Record<string, ReactNode> {
  const known = options.filter(({ branch }) =>
    (BRANCH_IDS as readonly string[]).includes(branch.id),
  );
  return Object.fromEntries([
    ['', <CareNow key="" branch={null} />],
    ...known.map(({ value, branch }) => [
      value,
      <CareNow key={value} branch={branch.id as BranchId} />,
    ]),
  ]);
}

/** The appointment or complaint page: the form, and every branch's phone beside it. */
export async function RequestFormPage({ kind }: { kind: RequestFormKind }) {
  const loaded = await loadOptions(kind);
  const urdu = requestLocale() === 'ur';
  const options = withContacts(urdu ? inUrdu(loaded) : loaded, kind, urdu);
  const messages = await getTranslations();
  const text = await getTranslations('forms.page');
  const title =
    kind === 'appointment'
      ? messages('pages.appointment.title')
      : messages('pages.registercomplaint.title');
  const intro = kind === 'appointment' ? text('appointmentIntro') : text('complaintIntro');
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h1 className="heading-1 text-brand-900">{title}</h1>
        <p className="mt-3 max-w-xl text-lg text-slate-700">{intro}</p>
        <noscript>
          <p className="mt-4 max-w-xl rounded-md bg-amber-50 p-4 text-slate-900">
            {text('needsScript')}
          </p>
        </noscript>
        <div className="mt-8">
          {/* Its texts as props, not next-intl's provider: see RequestForm. */}
          <RequestForm
            kind={kind}
            options={options}
            text={(await getMessages()).forms}
            missing={missingValues(messages)}
            urdu={urdu}
            careNow={kind === 'appointment' ? careNow(options) : undefined}
            dayNames={urdu ? URDU_WEEKDAYS : WEEKDAY_NAMES}
          />
        </div>
      </div>
      <BranchPhones branches={options.map((option) => option.branch)} />
    </div>
  );
}
