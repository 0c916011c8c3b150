import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/homemedical');
export { metadata };
export default Page;
