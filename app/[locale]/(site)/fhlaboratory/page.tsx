import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/fhlaboratory');
export { generateMetadata };
export default Page;
