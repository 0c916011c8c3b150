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
    // `new-tab` draws the arrow (globals.css): once in the style sheet, not in every link's markup.
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `new-tab ${className}` : 'new-tab'}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
