import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql), two generated outputs: resolver types for the gateway and typed
 * documents for the web client. Run `npm run codegen`; never edit the generated files.
 */
const config: CodegenConfig = {
  // schema/released.graphql is the last release (the breaking-change check's baseline), not a source.
  schema: ['schema/*.graphql', '!schema/released.graphql'],
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
          User: '../users/adminModels.js#UserModel',
          Role: '../users/adminModels.js#RoleModel',
          Course: '../lookups/models.js#CourseModel',
          FormOptions: '../lookups/models.js#FormOptionsModel',
          Notification: '../notifications/models.js#NotificationModel',
          Template: '../templates/models.js#TemplateModel',
          WebhookEndpoint: '../webhooks/models.js#WebhookEndpointModel',
          PrintJob: '../printJobs/models.js#PrintJobModel',
          PrintCertificatesPayload: '../printJobs/models.js#PrintPayloadModel',
        },
        scalars: { DateTime: 'string', Date: 'string', JSON: 'Record<string, unknown>' },
        // Enums resolve to the api's codes (resolvers' enum internal values, gateway/src/enums.ts).
        enumValues: {
          CertificateStatus: '@certify/api/codes#CredentialStatusCode',
          ReprintStatus: '@certify/api/codes#ReprintStatusCode',
          CertificateType: '@certify/api/codes#CertificateTypeCode',
          FeeStatus: '@certify/api/codes#FeeStatusCode',
          CertificateAction: '@certify/api/codes#CertificateActionCode',
          CertificateList: '@certify/api/codes#CertificateListCode',
          CertificateSortField: '@certify/api/codes#SortFieldCode',
          SortDirection: '@certify/api/codes#SortDirectionCode',
          ModuleSection: '@certify/api/codes#ModuleSectionCode',
          PrintKind: '@certify/api/codes#PrintKindCode',
          PrintJobStatus: '@certify/api/codes#PrintJobStatusCode',
          SignatureSource: '@certify/api/codes#SignatureSourceCode',
          UserSortField: '@certify/api/codes#UserSortFieldCode',
          CampusSortField: '@certify/api/codes#CampusSortFieldCode',
          CourseSortField: '@certify/api/codes#CourseSortFieldCode',
          StudentSortField: '@certify/api/codes#StudentSortFieldCode',
          ImportKind: '@certify/api/imports#ImportKind',
          ApiClientScope: '@certify/api/codes#ApiClientScopeCode',
          WebhookEventType: '@certify/api/codes#WebhookEventCode',
          WebhookDeliveryStatus: '@certify/api/codes#WebhookDeliveryStatusCode',
          VerificationStatus: '@certify/api/codes#VerificationStatusCode',
          AuditEventSource: '@certify/api/codes#AuditSourceCode',
          TemplateComplianceStatus: '@certify/api/codes#ComplianceStatusCode',
          SigningCertificateSource: '@certify/api/codes#SigningCertificateSourceCode',
        },
        enumsAsTypes: true,
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
      },
    },
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', Date: 'string', JSON: 'Record<string, unknown>' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
