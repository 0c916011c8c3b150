import type { ReactNode } from 'react';
import { PageLocale } from '@/components/i18n/PageLocale';
import { PhoneActionBar } from '@/components/layout/PhoneActionBar';
import { LowDataNotice } from '@/components/layout/LowDataNotice';
import { RegisterServiceWorker } from '@/components/layout/RegisterServiceWorker';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { isRtl, type Locale } from '@/domain/locales';
import { messagesIn } from '@/domain/messages/catalogues';

/**
 * Every page's document in its language: `<html lang dir>`, the skip link, the navigation and the
 * phone bar. Both languages are written in the phone's own fonts (globals.css): no page downloads
 * a font. Each route group's layout adds the page's `<main>` and its footer, so the footer stays a
 * landmark of its own, outside `<main>`.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const text = messagesIn(locale).site;
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <PageLocale locale={locale}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
          >
            {text.skipLink}
          </a>
          <SiteHeader />
          <LowDataNotice text={{ lowData: text.lowData, loadThem: text.loadThem }} />
          <ScrollToTop />
          {children}
          <PhoneActionBar />
          <RegisterServiceWorker />
        </PageLocale>
      </body>
    </html>
  );
}
