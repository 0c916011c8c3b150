import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/operationtheatre');
export { generateMetadata };
export default Page;
