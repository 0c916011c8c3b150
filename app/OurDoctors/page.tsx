import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing(null);

export { generateMetadata };
export default Page;
