import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('BAHRIA_GOLF_CITY');

export { generateMetadata };
export default Page;
