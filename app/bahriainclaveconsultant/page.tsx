import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('BAHRIA_ENCLAVE');

export { generateMetadata };
export default Page;
