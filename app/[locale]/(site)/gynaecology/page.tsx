import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/gynaecology');
export { generateMetadata };
export default Page;
