import { EmergencyNumbers } from '@/components/info/EmergencyNumbers';
import { infoPageRoute } from '@/components/info/infoPageRoute';

const { metadata, Page } = infoPageRoute('/emergency', <EmergencyNumbers />);
export { metadata };
export default Page;
