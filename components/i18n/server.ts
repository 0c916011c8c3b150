import 'server-only';
import type { getTranslations } from 'next-intl/server';
import { localePath } from '@/domain/locales';
import { requestLocale } from '@/graphql/renderedLocale';

/** The page's translator of the whole catalogue: `await getTranslations()`, or `useTranslations()` in a component. */
export type PageTranslator = Awaited<ReturnType<typeof getTranslations<never>>>;

/** A site path in the language of the page being rendered. */
export function inRequestLocale(path: string): string {
  return localePath(path, requestLocale());
}
