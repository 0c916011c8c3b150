'use client';

import { useEffect, useRef, useState } from 'react';
import { ExternalAnchor } from '@/components/ui/ExternalAnchor';
import { useLowData } from '@/components/ui/lowData';

/** How far ahead of the map, in pixels of scrolling, the frame starts to load. */
const LOAD_AHEAD_PX = 600;

/**
 * An embedded map that costs nothing until the patient scrolls near it: a third-party frame is
 * several hundred kilobytes a phone on mobile data should not pay for on arrival. Until then (and
 * without JavaScript) a plain link to the map stands in its place, in a box of the map's height,
 * so nothing moves when the frame arrives.
 */
export function DeferredMap({
  src,
  title,
  href,
  newTab,
}: {
  src: string;
  title: string;
  href: string;
  /** "(opens in a new tab)" in the page's language. */
  newTab: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const lowData = useLowData();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="flex h-[600px] items-center justify-center overflow-hidden rounded-lg bg-slate-800"
    >
      {near && !lowData ? (
        <iframe src={src} title={title} loading="lazy" className="size-full border-0" />
      ) : (
        <ExternalAnchor href={href} newTab={newTab} className="font-semibold text-white underline">
          {title}
        </ExternalAnchor>
      )}
    </div>
  );
}
