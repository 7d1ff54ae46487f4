import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql), two generated outputs: resolver types for the gateway and typed
 * documents for the web client. Run `npm run codegen`; never edit the generated files.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Certificate: '../certificates/models.js#CertificateModel',
          Viewer: '../users/models.js#ViewerModel',
          Course: '../lookups/models.js#CourseModel',
          FormOptions: '../lookups/models.js#FormOptionsModel',
          Notification: '../notifications/models.js#NotificationModel',
        },
        scalars: { DateTime: 'string', Date: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
      },
    },
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', Date: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
