// The Urdu twin of app/(en)/(site)/ourprojects/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(site)/ourprojects/page';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.metadata);
