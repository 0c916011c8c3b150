import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PageLocale } from '@/components/i18n/PageLocale';
import { PhoneActionBar } from '@/components/layout/PhoneActionBar';
import { LowDataNotice } from '@/components/layout/LowDataNotice';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { FIRST_PAINT_AFTER } from '@/domain/firstPaint';
import { isRtl, type Locale } from '@/domain/locales';

/**
 * Every page's document in its language: `<html lang dir>`, the skip link, the navigation and the
 * phone bar. Both languages are written in the phone's own fonts (globals.css): no page downloads
 * a font. Each route group's layout adds the page's `<main>` and its footer, so the footer stays a
 * landmark of its own, outside `<main>`.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The first reader of the page's catalogue: next-intl's server hook waits for it here, once, so
  // the components below it read it at once rather than each waiting in a stream of its own.
  const t = useTranslations('site');
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {/*
          The first paint waits until the page has been read as far as its last element (issue
          56). Painted as it arrived, the page was laid out again for each piece the parser read
          after that paint: on a low-tier phone, 0.8-1.1 s of blocking time after the paint, in
          tasks of up to 0.6 s that a tap waited behind (bench:main-thread). Read first, it is
          laid out once, before it paints: the paint comes up to 0.8 s later, whole, and a tap
          on it is answered 2-6 times sooner (README, Performance). What the page streams later
          comes after the bar and holds nothing; a browser that does not know the link paints
          as before. React puts the link in the head, the only place it counts.
        */}
        <link rel="expect" href={`#${FIRST_PAINT_AFTER}`} blocking="render" />
        <PageLocale locale={locale}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
          >
            {t('skipLink')}
          </a>
          <SiteHeader />
          <LowDataNotice text={{ lowData: t('lowData'), loadThem: t('loadThem') }} />
          <ScrollToTop />
          {children}
          <PhoneActionBar />
        </PageLocale>
      </body>
    </html>
  );
}
