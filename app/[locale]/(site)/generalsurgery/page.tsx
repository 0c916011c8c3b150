import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/generalsurgery');
export { generateMetadata };
export default Page;
