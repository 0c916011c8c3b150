import { handleApiRequest } from '@/graphql/yoga';

export const dynamic = 'force-dynamic';

export { handleApiRequest as GET, handleApiRequest as POST, handleApiRequest as OPTIONS };
