// The Urdu twin of app/(en)/(site)/medicine/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(site)/medicine/page';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.generateMetadata);
