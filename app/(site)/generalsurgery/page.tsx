import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/generalsurgery');
export { metadata };
export default Page;
