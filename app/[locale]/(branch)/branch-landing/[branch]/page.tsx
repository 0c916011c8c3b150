import { branchLandingRoute } from '@/components/branches/landing/branchLandingRoute';

// Every branch's page, at the branch's own address (next.config.build.ts rewrites /dhabranch here, from
// the address table). Rendered on first visit, never at build; re-rendered at most once a minute.
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = branchLandingRoute();
export { generateMetadata };
export default Page;
