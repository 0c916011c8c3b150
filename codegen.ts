import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: ['components/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    // Server: resolvers receive adapter models (mappers), never wire records.
    'graphql/__generated__/resolvers.ts': {
      documents: [],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Branch: '../../adapters/branches#Branch',
          Consultant: '../../adapters/consultants#Consultant',
          Image: '../../adapters/images#Picture',
          BedFacts: '../../adapters/branches#BedFacts',
        },
      },
    },
    'graphql/__generated__/typeDefs.ts': {
      documents: [],
      plugins: ['./scripts/codegen-typedefs.cjs'],
    },
    // UI: typed documents for Apollo Client (typescript-operations + typed-document-node).
    'graphql/__generated__/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
