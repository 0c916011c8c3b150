import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/cardiology');
export { generateMetadata };
export default Page;
