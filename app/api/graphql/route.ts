import { withinBodyLimit } from '@/graphql/requestLimits';
import { yoga } from '@/graphql/yoga';

export const dynamic = 'force-dynamic';

async function handleRequest(request: Request): Promise<Response> {
  const limited = await withinBodyLimit(request);
  return limited instanceof Response ? limited : yoga.handleRequest(limited, {});
}

export { handleRequest as GET, handleRequest as POST, handleRequest as OPTIONS };
