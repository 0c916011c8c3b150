import type { CodegenConfig } from '@graphql-codegen/cli';

const DOCUMENT_PLUGINS = ['typescript-operations', 'typed-document-node'];
const DOCUMENT_CONFIG = {
  useTypeImports: true,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
};

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Server: resolvers receive adapter models (mappers), never wire records.
    'graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        // Enums as string unions: the branch registry's BranchId is then the very same type.
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Announcement: '../../adapters/announcements#Announcement',
          BedFacts: '../../domain/branches#BedFacts',
          Branch: '../../domain/branches#Branch',
          BranchAbout: '../../adapters/about#BranchAbout',
          Consultant: '../../adapters/consultants#Consultant',
          Department: '../../adapters/departments#Department',
          DepartmentService: '../../adapters/departments#DepartmentService',
          Gallery: '../../adapters/galleries#Gallery',
          GalleryImage: '../../adapters/galleries#GalleryImage',
          FeaturedDepartment: '../models#FeaturedDepartment',
          GenericDepartment: '../../domain/genericDepartments#GenericDepartment',
          Image: '../../adapters/images#Picture',
          Job: '../../adapters/careers#Job',
          Lab: '../../adapters/labs#Lab',
          LabReport: '../../adapters/labs#LabReport',
          Medicine: '../../adapters/pharmacy#Medicine',
          MedicineReview: '../../adapters/pharmacy#MedicineReview',
          NewsItem: '../../adapters/news#NewsItem',
          RequestFormOption: '../../domain/branches#RequestFormOption',
          Service: '../../adapters/services#Service',
        },
      },
    },
    'graphql/__generated__/typeDefs.ts': {
      plugins: ['./scripts/codegen-typedefs.cjs'],
    },
    // UI: typed documents for Apollo Client (typescript-operations + typed-document-node).
    'graphql/__generated__/operations.ts': {
      documents: ['components/**/*.graphql', 'docs/**/*.graphql'],
      plugins: DOCUMENT_PLUGINS,
      config: DOCUMENT_CONFIG,
    },
    // Integration tests run typed documents too, kept apart from the site's.
    'tests/int/__generated__/operations.ts': {
      documents: ['tests/int/**/*.graphql'],
      plugins: DOCUMENT_PLUGINS,
      config: DOCUMENT_CONFIG,
    },
  },
};

export default config;
