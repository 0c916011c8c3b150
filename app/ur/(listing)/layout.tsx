// The Urdu twin of app/(en)/(listing)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(listing)/layout';
import { urduLayoutWithCatalogue } from '@/i18n/urduCatalogueRoute';

export default urduLayoutWithCatalogue(english.default);
