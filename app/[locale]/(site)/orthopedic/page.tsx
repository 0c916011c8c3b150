import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/orthopedic');
export { generateMetadata };
export default Page;
