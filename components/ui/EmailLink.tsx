import { Fragment } from 'react';

/**
 * A mailto link whose address may wrap only before a dot or the @ on a narrow screen, never in
 * the middle of a word as `break-all` did.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
