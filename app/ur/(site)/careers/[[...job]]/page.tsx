// The Urdu twin of app/(en)/(site)/careers/[[...job]]/page.tsx, written by scripts/urdu-routes.ts: do not edit.
import * as english from '@/app/(en)/(site)/careers/[[...job]]/page';
import { urduPage, urduMetadata } from '@/i18n/urduRoute';

export const revalidate = 60;
export const generateStaticParams = () => [];

export default urduPage(english.default);
export const generateMetadata = urduMetadata(english.generateMetadata);
