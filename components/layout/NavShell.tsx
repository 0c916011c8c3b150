'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export const SITE_MENU_ID = 'site-menu';

function closeMenus(within: HTMLElement | null, except?: Element | null): void {
  within?.querySelectorAll('details[open]').forEach((menu) => {
    if (menu !== except) (menu as HTMLDetailsElement).open = false;
  });
}

/**
 * The behaviour of the site's navigation around its server-rendered menus. Each menu is a
 * `<details>` disclosure, so without JavaScript it opens and closes natively and every entry is a
 * plain link; this adds what the disclosure pattern expects besides: Escape closes the open menu
 * and returns focus to its button, a click elsewhere or focus moving on closes it, and choosing a
 * link closes every menu. Below 992 px the menus sit behind the Menu toggle (without JavaScript
 * they are listed open, globals.css).
 */
export function NavShell({
  brand,
  labels,
  children,
}: {
  brand: ReactNode;
  /** The navigation's name and the menu button's, in the page's language. */
  labels: { nav: string; menu: string };
  children: ReactNode;
}) {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  // A tap moves focus before its click arrives; a menu closed by that focus move would shift the
  // list under the finger, so pointer presses leave closing to the click.
  const pressing = useRef(false);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      const nav = navRef.current;
      if (nav && !nav.contains(event.target as Node)) closeMenus(nav);
    };
    // Going back or forward shows another page: it starts with the menus closed. (A link chosen
    // in the menu closes them when it is clicked, below.)
    const closeAll = () => {
      closeMenus(navRef.current);
      setExpanded(false);
    };
    document.addEventListener('click', closeOutside);
    window.addEventListener('popstate', closeAll);
    return () => {
      document.removeEventListener('click', closeOutside);
      window.removeEventListener('popstate', closeAll);
    };
  }, []);

  return (
    <nav
      ref={navRef}
      aria-label={labels.nav}
      onClick={(event) => {
        const target = event.target as Element;
        if (target.closest('a')) {
          closeMenus(navRef.current);
          setExpanded(false);
          return;
        }
        // Opening one menu closes the others (browsers without exclusive <details name>).
        const summary = target.closest('summary');
        if (summary) closeMenus(navRef.current, summary.parentElement);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        const menu = (event.target as Element).closest('details[open]');
        if (menu) {
          (menu as HTMLDetailsElement).open = false;
          menu.querySelector('summary')?.focus();
        } else if (expanded) {
          setExpanded(false);
          toggleRef.current?.focus();
        } else {
          return;
        }
        event.preventDefault();
      }}
      onPointerDown={() => {
        pressing.current = true;
        const released = new AbortController();
        const release = () => {
          pressing.current = false;
          released.abort();
        };
        window.addEventListener('pointerup', release, { signal: released.signal });
        window.addEventListener('pointercancel', release, { signal: released.signal });
      }}
      onBlur={(event) => {
        // Tabbing out of an open menu closes it; a click elsewhere is handled above.
        if (pressing.current) return;
        const menu = (event.target as Element).closest('details');
        const next = event.relatedTarget as Node | null;
        if (menu && next && !menu.contains(next)) (menu as HTMLDetailsElement).open = false;
      }}
    >
      <div className="flex min-h-16 items-center justify-between gap-4">
        {brand}
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={expanded}
          aria-controls={SITE_MENU_ID}
          onClick={() => setExpanded((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
            {expanded ? (
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
            ) : (
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            )}
          </svg>
          {labels.menu}
        </button>
      </div>
      <div id={SITE_MENU_ID} className="site-menu" data-expanded={expanded}>
        {children}
      </div>
    </nav>
  );
}
