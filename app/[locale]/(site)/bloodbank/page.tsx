import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/bloodbank');
export { generateMetadata };
export default Page;
