import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/operationtheatre');
export { metadata };
export default Page;
