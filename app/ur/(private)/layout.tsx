// The Urdu twin of app/(en)/(private)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(private)/layout';
import { urduLayoutWithCatalogue } from '@/i18n/urduCatalogueRoute';
import { urduMetadata } from '@/i18n/urduRoute';

export default urduLayoutWithCatalogue(english.default);
export const generateMetadata = urduMetadata(english.metadata);
