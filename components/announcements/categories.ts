import type { PageTranslator } from '@/components/i18n/server';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import type { Messages } from '@/domain/messages';

/** The announcement categories the feed sends (spec 001 §2), by their spelling in lower case. */
const CATEGORIES: Readonly<Record<string, keyof Messages['news']['categories']>> = {
  'health camp': 'healthCamp',
  holiday: 'holiday',
  notice: 'notice',
  tender: 'tender',
  admissions: 'admissions',
  seminar: 'seminar',
};

/**
 * An announcement's category in the page's language: the catalogue's Urdu for the categories the
 * feed uses; on English pages, and for a category it does not know, the feed's own spelling.
 */
export function categoryInPage(category: string, t: PageTranslator): string {
  const spelling = category.trim().toLowerCase();
  const key = Object.hasOwn(CATEGORIES, spelling) ? CATEGORIES[spelling] : undefined;
  return isUrduPage() && key ? t(`news.categories.${key}`) : category;
}

/** Whether `categoryInPage` has the category in the page's language (else it is the feed's English). */
export function isKnownCategory(category: string): boolean {
  return !isUrduPage() || Object.hasOwn(CATEGORIES, category.trim().toLowerCase());
}
