import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/neurology');
export { generateMetadata };
export default Page;
