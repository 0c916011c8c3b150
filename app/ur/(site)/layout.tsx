// The Urdu twin of app/(en)/(site)/layout.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(site)/layout';
import { urduLayout } from '@/i18n/urduRoute';

export default urduLayout(english.default);
