import { branchLandingRoute } from '@/components/branches/landing/branchLandingRoute';

// Rendered on first visit, never at build; re-rendered at most once a minute (the segment
// settings must be written in each route file).
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = branchLandingRoute('BAHRIA_GOLF_CITY');
export { generateMetadata };
export default Page;
