import { PAGE_TITLES } from '@/content/ur/pageTitles';
import type { Locale } from './locales';

/** A page's English title in a language (content/ur/pageTitles.ts); a name stays as it is. */
export function titleIn(locale: Locale, title: string): string {
  return locale === 'ur' ? (PAGE_TITLES[title] ?? title) : title;
}
