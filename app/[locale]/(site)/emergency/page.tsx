import { EmergencyNumbers } from '@/components/info/EmergencyNumbers';
import { infoPageRoute } from '@/components/info/infoPageRoute';

const { generateMetadata, Page } = infoPageRoute('/emergency', <EmergencyNumbers />);
export { generateMetadata };
export default Page;
