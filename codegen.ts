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
          Announcement: '../../adapters/announcements#Announcement',
          BedFacts: '../../adapters/branches#BedFacts',
          Branch: '../../adapters/branches#Branch',
          BranchAbout: '../../adapters/about#BranchAbout',
          Consultant: '../../adapters/consultants#Consultant',
          Department: '../../adapters/departments#Department',
          DepartmentService: '../../adapters/departments#DepartmentService',
          Gallery: '../../adapters/galleries#Gallery',
          GalleryImage: '../../adapters/galleries#GalleryImage',
          GenericDepartment: '../../content/genericDepartments#GenericDepartment',
          Image: '../../adapters/images#Picture',
          Job: '../../adapters/careers#Job',
          NewsItem: '../../adapters/news#NewsItem',
          Service: '../../adapters/services#Service',
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
