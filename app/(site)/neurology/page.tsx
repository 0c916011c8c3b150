import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/neurology');
export { metadata };
export default Page;
