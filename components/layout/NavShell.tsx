'use client';

import { useEffect, useRef, type ReactNode } from 'react';

export const SITE_MENU_ID = 'site-menu';

/** Closes the open menus in `within` (the Menu toggle's disclosure too, unless only `menus`). */
function closeMenus(within: HTMLElement | null, except?: Element | null, menus = false): void {
  within?.querySelectorAll(menus ? '.menu-list details[open]' : 'details[open]').forEach((menu) => {
    if (menu !== except) (menu as HTMLDetailsElement).open = false;
  });
}

/**
 * The behaviour of the site's navigation around its server-rendered menus. The Menu toggle
 * (below 992 px) and each menu are `<details>` disclosures, so they open and close natively: a
 * tap before the page's scripts have arrived and run, on a slow phone, opens the menu all the same
 * (issue 42: a button waiting for hydration ignored taps for up to a second), and without
 * JavaScript every entry is a plain link. This adds what the disclosure pattern expects besides:
 * Escape closes the open menu and returns focus to its button, a click elsewhere or focus moving
 * on closes it, and choosing a link closes every menu. The disclosures are uncontrolled (no `open`
 * prop), so hydration keeps a menu the patient has already opened.
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
  // A tap moves focus before its click arrives; a menu closed by that focus move would shift the
  // list under the finger, so pointer presses leave closing to the click.
  const pressing = useRef(false);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      const nav = navRef.current;
      if (nav && !nav.contains(event.target as Node)) closeMenus(nav, null, true);
    };
    // Going back or forward shows another page: it starts with the menus closed. (A link chosen
    // in the menu closes them when it is clicked, below.)
    const closeAll = () => closeMenus(navRef.current);
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
      className="site-nav"
      onClick={(event) => {
        const target = event.target as Element;
        if (target.closest('a')) {
          closeMenus(navRef.current);
          return;
        }
        // Opening one menu closes the others (browsers without exclusive <details name>).
        const summary = target.closest('.menu-list summary');
        if (summary) closeMenus(navRef.current, summary.parentElement, true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        const menu = (event.target as Element).closest('details[open]');
        if (!menu) return;
        (menu as HTMLDetailsElement).open = false;
        menu.querySelector('summary')?.focus();
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
      <div className="site-nav-brand">{brand}</div>
      <details className="site-nav-toggle">
        <summary className="nav-toggle">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="nav-toggle-open"
            fill="currentColor"
          >
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="nav-toggle-close"
            fill="currentColor"
          >
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </svg>
          {labels.menu}
        </summary>
        <div id={SITE_MENU_ID} className="site-menu">
          {children}
        </div>
      </details>
    </nav>
  );
}
