import type { Metadata, Viewport } from 'next';
import { GROUP } from '@/content/group';
import { SITE_URL } from '@/adapters/site';
import { siteTitle } from '@/components/seo/siteTitle';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: siteTitle(GROUP.name),
  description:
    'Farooq Group Of Hospitals, Lahore and Islamabad: find a consultant, book an appointment and read about our branches.',
  applicationName: GROUP.name,
};

export const viewport: Viewport = { themeColor: '#0b6e63', width: 'device-width', initialScale: 1 };

/**
 * The document is each language's (app/[locale]/layout.tsx): `<html lang dir>`
 * differs, and only a layout below the root can know which it is. The root not-found page, which
 * no language layout wraps, writes its own.
 */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
