import type { Locale as SiteLocale } from '@/domain/locales';
import type { EnglishMessages } from '@/domain/messages';

// next-intl's locale is one of the site's (useLocale(), getLocale() and links are typed by it), and
// its messages are the English catalogue's keys: `useTranslations('lab')('status', { status })`
// is checked against the catalogue's key and its ICU message's arguments.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: EnglishMessages;
  }
}
