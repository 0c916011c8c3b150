import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/domain/messages';

/** The catalogue's areas, any of which a browser component may be given. */
export type BrowserArea = keyof Messages;

/**
 * The catalogue's areas a browser component reads (`useTranslations('forms')`), given to it and
 * to nothing else: a server component puts this around the browser components it renders, so a
 * page carries the texts of the components on it, in its language, and no other (issue 22).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly BrowserArea[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.map((name) => [name, messages[name]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
