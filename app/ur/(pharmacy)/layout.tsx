// The Urdu twin of app/(en)/(pharmacy)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(pharmacy)/layout';
import { urduLayoutWithCatalogue } from '@/i18n/urduCatalogueRoute';

export default urduLayoutWithCatalogue(english.default);
