import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { PhoneActionBar } from '@/components/layout/PhoneActionBar';
import { LowDataNotice } from '@/components/layout/LowDataNotice';
import { RegisterServiceWorker } from '@/components/layout/RegisterServiceWorker';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { GROUP } from '@/content/group';
import { SITE_URL } from '@/adapters/site';
import './globals.css';

const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: GROUP.name, template: `%s | ${GROUP.name}` },
  description:
    'Farooq Group Of Hospitals, Lahore and Islamabad: find a consultant, book an appointment and read about our branches.',
  applicationName: GROUP.name,
};

export const viewport: Viewport = { themeColor: '#0b6e63', width: 'device-width', initialScale: 1 };

/**
 * Every page: the skip link and the navigation. Each route group's layout adds the page's `<main>`
 * and its footer, so the footer stays a landmark of its own, outside `<main>`.
 */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
        >
          Skip to content
        </a>
        <SiteHeader />
        <LowDataNotice />
        <ScrollToTop />
        {children}
        <PhoneActionBar />
        <RegisterServiceWorker />
      </body>
    </html>
  );
}
