// The Urdu twin of app/(en)/(pharmacy)/medicine-search/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(pharmacy)/medicine-search/page';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export const dynamic = 'force-dynamic';

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.generateMetadata);
