import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('DHA');

export { generateMetadata };
export default Page;
