// The Urdu twin of app/(en)/(branch)/not-found.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(branch)/not-found';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.generateMetadata);
