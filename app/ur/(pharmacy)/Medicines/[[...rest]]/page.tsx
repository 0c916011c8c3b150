// The Urdu twin of app/(en)/(pharmacy)/Medicines/[[...rest]]/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(pharmacy)/Medicines/[[...rest]]/page';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export const revalidate = 60;
export const generateStaticParams = () => [];

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.metadata);
