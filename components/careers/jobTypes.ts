import type { PageTranslator } from '@/components/i18n/server';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import type { Messages } from '@/domain/messages';

/** The job types the careers feed sends (spec 001 §2), by their spelling in lower case. */
const TYPES: Readonly<Record<string, keyof Messages['careers']['types']>> = {
  'full time': 'fullTime',
  'part time': 'partTime',
  contract: 'contract',
  internship: 'internship',
};

/**
 * A job's type in the page's language: the catalogue's Urdu for the types the feed uses; null on
 * an Urdu page for a type it does not know (the page shows the feed's English, marked).
 */
export function jobTypeInUrdu(type: string, t: PageTranslator): string | null {
  const spelling = type.trim().toLowerCase();
  if (!isUrduPage() || !Object.hasOwn(TYPES, spelling)) return null;
  return t(`careers.types.${TYPES[spelling]!}`);
}
