import type { ReactNode } from 'react';

/**
 * A link to another site: a new tab, with no access back to this page (noopener) and no referrer,
 * and screen readers told, in the page's language (`newTab`), that it opens a new tab. Server
 * components use ExternalLink, which says it for them; a browser component is given the words.
 */
export function ExternalAnchor({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTab}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="ms-1 inline size-3 align-baseline rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" />
      </svg>
    </a>
  );
}
