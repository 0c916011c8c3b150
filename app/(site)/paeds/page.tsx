import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/paeds');
export { metadata };
export default Page;
