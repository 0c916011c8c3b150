import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/homemedical');
export { generateMetadata };
export default Page;
