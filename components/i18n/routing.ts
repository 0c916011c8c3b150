import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/domain/locales';

/**
 * Where each language lives, for next-intl's links: English at the legacy addresses (no prefix),
 * Urdu under /ur. The unprefixed addresses reach app/[locale] through next.config.ts's rewrite, not
 * a proxy, so a plain page request runs no code before the page cache. The language switch keeps
 * the patient's choice in its own cookie (components/i18n/LanguageSwitch.tsx), so next-intl keeps
 * none and detects nothing: an address shared or found by a search engine stays in its language.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
