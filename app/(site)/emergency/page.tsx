import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/emergency');
export { metadata };
export default Page;
