import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('ALLAMA_IQBAL_TOWN');

export { generateMetadata };
export default Page;
