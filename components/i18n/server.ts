import 'server-only';
import type { getTranslations } from 'next-intl/server';
import type { Translated } from '@/domain/messages/translated';
import { localePath } from '@/domain/locales';
import { requestLocale } from '@/graphql/client/pageLanguage';

/** The page's translator of the whole catalogue: `await getTranslations()`, or `useTranslations()` in a component. */
export type PageTranslator = Awaited<ReturnType<typeof getTranslations<never>>>;

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
