import { consultantListRoute } from '@/components/consultants/consultantListRoute';

// Every consultant list, at the list's own address, and each search of it the page cache keeps
// (next.config.build.ts and proxy.ts rewrite them here, from the address table). Rendered on first
// visit, never at build; re-rendered at most once a minute.
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = consultantListRoute();
export { generateMetadata };
export default Page;
