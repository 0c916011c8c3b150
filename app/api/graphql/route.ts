import { yoga } from '@/graphql/yoga';

export const dynamic = 'force-dynamic';

const handleRequest = (request: Request) => yoga.handleRequest(request, {});

export { handleRequest as GET, handleRequest as POST, handleRequest as OPTIONS };
