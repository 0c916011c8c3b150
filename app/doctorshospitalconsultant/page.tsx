import { consultantListing } from '@/components/consultants/consultantListing';

const { Page, generateMetadata } = consultantListing('DOCTORS_HOSPITAL');

export { generateMetadata };
export default Page;
