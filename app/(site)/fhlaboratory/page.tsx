import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/fhlaboratory');
export { metadata };
export default Page;
