import type { Ref } from 'react';
import { telHref } from '@/domain/phoneLinks';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import type { Messages } from '@/domain/messages';
import { fillText } from '@/components/i18n/fillText';
import type { SentRequest } from './RequestSummary';

export type Outcome =
  | { state: 'idle' }
  | { state: 'sending'; slow: boolean }
  | { state: 'sent'; request: SentRequest }
  /** `call`: the branch the patient chose, whose phone is the other way to reach it. */
  | { state: 'failed'; call: { displayName: string; phone: string } | undefined };

interface Props {
  outcome: Outcome;
  success: string;
  failure: string;
  /** The forms' texts, in the page's language. */
  text: Messages['forms'];
  ref: Ref<HTMLDivElement>;
}

/** Where the result of a send is said; a live region, so it is read out as it changes. */
export function SendOutcome({ outcome, success, failure, text, ref }: Props) {
  const tone =
    outcome.state === 'sent'
      ? 'border-green-700 bg-green-50 text-green-900'
      : outcome.state === 'failed'
        ? 'border-red-700 bg-red-50 text-red-900'
        : 'border-slate-300 bg-slate-50 text-slate-800';
  return (
    <div ref={ref} tabIndex={-1} role="status" className="focus:outline-none">
      {outcome.state !== 'idle' && (
        <div className={`mb-8 rounded-md border-s-4 p-4 ${tone}`}>
          {outcome.state === 'sending' && (outcome.slow ? text.stillSending : text.sending)}
          {outcome.state === 'sent' && <p className="font-semibold">{success}</p>}
          {outcome.state === 'failed' && (
            <>
              <p className="font-semibold">{failure}</p>
              {outcome.call && (
                <p className="mt-2">
                  {fillText(text.fields.orCall, { branch: outcome.call.displayName })}{' '}
                  <a href={telHref(outcome.call.phone)} className="font-semibold underline">
                    <PhoneNumber number={outcome.call.phone} />
                  </a>
                  {text.fields.fullStop}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
