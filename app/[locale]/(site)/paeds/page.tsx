import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/paeds');
export { generateMetadata };
export default Page;
