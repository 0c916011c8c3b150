import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's links and paths in the page's language (components/i18n/Link.tsx wraps its Link). */
export const { Link: LocaleLink, getPathname } = createNavigation(routing);
