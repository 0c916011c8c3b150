import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Document } from '@/components/layout/Document';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/seo/notFoundMetadata';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { setPageLocale } from '@/graphql/renderedLocale';
import { DEFAULT_LOCALE, LOCALE_HEADER, isLocale } from '@/domain/locales';
import './globals.css';

/** The language of the address asked for, as the front server told it (server/admission.ts). */
async function addressLocale() {
  const told = (await headers()).get(LOCALE_HEADER);
  const locale = isLocale(told) ? told : DEFAULT_LOCALE;
  setPageLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await addressLocale());
}

/**
 * An address no route has (status 404), in the language of its address. Next renders this
 * document only for such an address, rendered on the server; a root not-found.tsx would instead
 * be sent inside every page's payload (issue 22), and a notFound() below app/[locale] is an empty
 * document only JavaScript fills in (vercel/next.js#62228).
 */
export default async function GlobalNotFound() {
  const locale = await addressLocale();
  return (
    <Document locale={locale}>
      <main id="main">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </Document>
  );
}
