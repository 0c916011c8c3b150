'use client';

import dynamic from 'next/dynamic';
import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '@/components/ui/buttons';
import { useHydrated } from '@/components/ui/useHydrated';
import type { Messages } from '@/domain/messages';

// The toasts and the e-mail library load on the first sign-up, not with every page.
const Toaster = dynamic(() => import('./Toaster'), { ssr: false });

/**
 * What is wrong with the address, by the browser's own check of an e-mail field (spec 001 §5:
 * "email type and required"), told in the page's language: the browser would say it in its own
 * (English on Urdu pages, issue 54). Null for an address it takes.
 */
function problemOf(input: HTMLInputElement, text: Messages['newsletter']): string | null {
  if (input.validity.valueMissing) return text.emailRequired;
  return input.validity.valid ? null : text.emailInvalid;
}

/**
 * The newsletter sign-up block (spec 001 §2): the browser checks the address, the form clears at
 * once, and a toast says whether the patient is now subscribed. A refused address is said under
 * the field, in the page's language, as the site's forms do (components/forms/Field.tsx).
 */
export function NewsletterSignup({
  text: TEXT,
  heading,
}: {
  /** From the server: a catalogue imported here would be sent with every page (issue 22). */
  text: Messages['newsletter'];
  /** The footer's is the specification's; another sign-up on the same page needs its own. */
  heading?: string;
}) {
  // A page may hold two sign-ups (the footer's and the News & Events page's).
  const id = useId();
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${id}-error`;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('user_email') as HTMLInputElement;
    const refused = problemOf(input, TEXT);
    setProblem(refused);
    if (refused) {
      input.focus();
      return;
    }
    // A copy keeps the address for sending while the form itself is cleared straight away.
    const filled = event.currentTarget.cloneNode(true) as HTMLFormElement;
    event.currentTarget.reset();
    setToasts(true);
    const [{ sendFormFields }, { toast }] = await Promise.all([
      import('@/components/forms/emailService'),
      import('react-toastify'),
    ]);
    try {
      await sendFormFields('newsletter', filled);
      // Kept until the patient closes it or leaves the page (issue 54): five seconds were too
      // short to read it, or to notice it at all while looking at the field.
      toast.success(TEXT.sent, { containerId: id, autoClose: false });
    } catch {
      toast.error(TEXT.failed, { containerId: id });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {heading ?? TEXT.heading}
      </h2>
      <p className="mt-2 text-sm">{TEXT.blurb}</p>
      {/* noValidate: the address is checked on submit, and refused in the page's language. */}
      <form method="post" noValidate onSubmit={subscribe} className="mt-4 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {TEXT.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="user_email"
          placeholder={TEXT.placeholder}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          // An address reads left to right on Urdu pages too: `ali@` is not `@ali`.
          dir="ltr"
          required
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          // Once refused, checked again as it is corrected.
          onInput={(event) => problem && setProblem(problemOf(event.currentTarget, TEXT))}
          className="min-w-0 rtl:text-right flex-1 rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-slate-900 focus:outline-3 focus:outline-amber-400"
        />
        <button
          type="submit"
          disabled={!hydrated}
          className={`${primaryButton} disabled:opacity-60`}
        >
          {TEXT.send}
        </button>
      </form>
      {problem && (
        // On white, so it reads on the dark footer and on a light page alike.
        <p id={errorId} className="mt-2 rounded-md bg-white px-3 py-2 font-semibold text-red-800">
          {problem}
        </p>
      )}
      {toasts && <Toaster containerId={id} />}
    </section>
  );
}
