import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from './__generated__/typeDefs';
import { resolvers } from './resolvers';

/** The one executable schema, served by yoga over HTTP and by the SchemaLink in-process. */
export const schema = makeExecutableSchema({ typeDefs, resolvers });
