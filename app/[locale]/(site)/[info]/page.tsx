import { infoPageRoute } from '@/components/info/infoPageRoute';

// The department and service pages, each rendered at build in both languages; any other segment
// here is no page (the front server never sends one: domain/addresses).
export const dynamicParams = false;

const { generateStaticParams, generateMetadata, Page } = infoPageRoute();
export { generateMetadata, generateStaticParams };
export default Page;
