import { consultantListRoute } from '@/components/consultants/consultantListRoute';

// Rendered on first visit, never at build; re-rendered at most once a minute (the segment
// settings must be written in each route file).
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = consultantListRoute('BAHRIA_GOLF_CITY');
export { generateMetadata };
export default Page;
