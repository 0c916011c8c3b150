import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('AKHTAR_SAEED');

export { generateMetadata };
export default Page;
