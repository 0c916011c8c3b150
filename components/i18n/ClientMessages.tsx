import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/domain/messages';

/** Whether a catalogue's subtree holds a function (a text not yet an ICU message). */
type HasFunction<T> = T extends (...args: never[]) => unknown
  ? true
  : T extends object
    ? true extends { [K in keyof T]: HasFunction<T[K]> }[keyof T]
      ? true
      : false
    : false;

/**
 * The areas a browser may be given: those whose texts are all strings (ICU messages for texts with
 * a value), since a function cannot travel from the server to the browser.
 */
export type BrowserArea = {
  [K in keyof Messages]: HasFunction<Messages[K]> extends true ? never : K;
}[keyof Messages];

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
