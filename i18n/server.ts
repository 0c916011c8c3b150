import 'server-only';
import { translated, type Messages } from '@/domain/messages';
import { messagesIn } from './catalogues';
import type { Translated } from './translated';
import { localePath } from './locales';
import { requestLocale } from './request';
import { titleIn } from './titles';

/** The catalogue of the page being rendered. */
export function requestMessages(): Messages {
  return messagesIn(requestLocale());
}

/** An English text of the catalogue (as the API says it) in the page's language. */
export function inRequestLanguage(text: string): string {
  return translated(text, requestMessages());
}

/** A site path in the language of the page being rendered. */
export function inRequestLocale(path: string): string {
  return localePath(path, requestLocale());
}

/**
 * A content module in the page's language: its Urdu twin's exports over the English ones (a twin
 * translates only the exports that hold text; paths and ids stay the English module's).
 */
export function localized<T extends object>(en: T, ur: Partial<Translated<T>>): T {
  return requestLocale() === 'ur' ? ({ ...en, ...ur } as T) : en;
}

/** A page's English title in the page's language; a name stays as it is. */
export function pageTitle(title: string): string {
  return titleIn(requestLocale(), title);
}
