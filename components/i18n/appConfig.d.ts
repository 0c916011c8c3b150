import type { Locale as SiteLocale } from '@/domain/locales';

// next-intl's locale is one of the site's (useLocale(), getLocale() and links are typed by it).
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
  }
}
