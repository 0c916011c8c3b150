import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('WEST_WOOD');

export { generateMetadata };
export default Page;
