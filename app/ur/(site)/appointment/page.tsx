// The Urdu twin of app/(en)/(site)/appointment/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(site)/appointment/page';
import { urduPageWithCatalogue } from '@/i18n/urduCatalogueRoute';
import { urduMetadata } from '@/i18n/urduRoute';

export default urduPageWithCatalogue(english.default);
export const generateMetadata = urduMetadata(english.metadata);
