// The Urdu twin of app/(en)/(pharmacy)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(pharmacy)/layout';
import { urduLayout } from '@/i18n/urduRoute';

export default urduLayout(english.default);
