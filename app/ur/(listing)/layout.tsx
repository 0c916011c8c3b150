// The Urdu twin of app/(en)/(listing)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(listing)/layout';
import { urduLayout } from '@/i18n/urduRoute';

export default urduLayout(english.default);
