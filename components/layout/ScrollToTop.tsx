'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every change of page starts at the top (spec 000 §2): Next.js only scrolls the new page's
 * segment into view, which can leave the navigation above the screen. Going back or forward keeps
 * the place the browser restores, and a link to a fragment keeps its target.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const traversing = useRef(false);

  useEffect(() => {
    const onTraverse = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onTraverse);
    return () => window.removeEventListener('popstate', onTraverse);
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const traversed = traversing.current;
    traversing.current = false;
    if (!traversed && !window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
