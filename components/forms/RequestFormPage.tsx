import { cache } from 'react';
import { queryPage } from '@/graphql/client/server';
import { RequestFormPageDocument } from '@/graphql/__generated__/operations';
import { requestMessages } from '@/components/i18n/server';
import { BranchPhones } from './BranchPhones';
import { RequestForm } from './RequestForm';
import type { RequestFormKind } from './requestForm';

const loadOptions = cache(async (kind: RequestFormKind) => {
  const result = await queryPage(RequestFormPageDocument, {
    form: kind === 'appointment' ? 'APPOINTMENT' : 'COMPLAINT',
  });
  return result.data?.requestFormOptions ?? [];
});

/** The appointment or complaint page: the form, and every branch's phone beside it. */
export async function RequestFormPage({ kind }: { kind: RequestFormKind }) {
  const options = await loadOptions(kind);
  const messages = requestMessages();
  const text = messages.forms.page;
  const title =
    kind === 'appointment'
      ? messages.pages.appointment.title
      : messages.pages.registercomplaint.title;
  const intro = kind === 'appointment' ? text.appointmentIntro : text.complaintIntro;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h1 className="heading-1 text-brand-900">{title}</h1>
        <p className="mt-3 max-w-xl text-lg text-slate-700">{intro}</p>
        <noscript>
          <p className="mt-4 max-w-xl rounded-md bg-amber-50 p-4 text-slate-900">
            {text.needsScript}
          </p>
        </noscript>
        <div className="mt-8">
          <RequestForm kind={kind} options={options} />
        </div>
      </div>
      <BranchPhones branches={options.map((option) => option.branch)} />
    </div>
  );
}
