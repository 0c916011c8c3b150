import { Fragment } from 'react';

/**
 * A mailto link whose address may wrap only before a dot or the @ on a narrow screen, never in
 * the middle of a word as `break-all` did. The address is read as Latin text, left to right, on
 * Urdu pages too (its dots and @ stay in place inside a right-to-left line).
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className} lang="en" dir="ltr">
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
