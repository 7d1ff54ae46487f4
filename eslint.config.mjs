/**
 * ESLint runs only on the GraphQL schema (`npm run lint:schema`, part of `npm test`): Biome lints and
 * formats the TypeScript. issue 11 "A schema worth reading": `@graphql-eslint`'s `schema-recommended`,
 * every description required, and the Relay rules on the one real Relay connection (the register).
 * A rule turned off or narrowed says why, here.
 */
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

/** Types that are values inside their parent, with no identity of their own (`strict-id-in-types`). */
const VALUE_TYPES = [
  // answers of one query, not records: a dashboard, its counters and rows, settings, pickers
  // (the public verification answers carry no id at all: the public never sees one, issue 12)
  'AppSettings',
  'CertificateDelivery', // a learner's download page (issue 12 "Digital delivery"): no id is shown
  'CertificateRegisterStatusOption',
  'CertificateSignee',
  'CertificateTypeInfo',
  'CertificateUnit',
  'ConfigurationItem',
  'CourseUnit',
  'CredentialVerification',
  'Dashboard',
  'DashboardCampusYear',
  'DashboardCourseCount',
  'DashboardCourseYear',
  'DashboardStageCounts',
  'DashboardYear',
  'DeliveryOrganisation',
  'DocumentVerification',
  'FormOptions',
  'GrantOptions',
  'ImportCounts',
  'ImportResult',
  'ImportSample',
  'IssuingOrganisation',
  'IssuanceClock',
  // the 30-day compliance report and its months (issue 12): answers of one query
  'IssuanceComplianceMonth',
  'IssuanceComplianceReport',
  'Module',
  'NotificationFeed',
  'Organisation',
  'PageInfo',
  'Permission',
  // an action the audit log filters by: a code and its label (issue 12)
  'AuditAction',
  'Signature',
  'SigningCertificate',
  'TemplateComplianceCheck',
  'TemplateCourse',
  'TemplateFields',
  'TemplateSignee',
  'UserConfiguration',
  'VerifiedUnit',
  'VerificationLookups', // a certificate's public look-up count (issue 12)
  'Viewer',
  'WebhookAttempt',
];

/** The sources of the served schema; schema/released.graphql is the last release (scripts/schemaCheck.ts). */
const SOURCES = ['schema/*.graphql', '!schema/released.graphql'];

export default [
  { ignores: ['schema/released.graphql'] },
  {
    files: ['schema/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: SOURCES } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // Every type, field, argument, enum value and input field is described (issue 11), not only
      // types and root fields as `schema-recommended` asks.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          DirectiveDefinition: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
      // Off: the schema writes a one-line description as "…" and a paragraph as """…""" (both are
      // the spec's StringValue; printed SDL and introspection read the same). The rule allows one
      // style only, which would rewrite ~700 descriptions for no reader's benefit.
      '@graphql-eslint/description-style': 'off',
      // Off: the flagged fields carry the spec's own names, which are not the type's id:
      // `Student.studentId` (the student management system's student_id, issue 11 names it),
      // `Campus.campusId`/`campusCode`, `Course.courseId`, `Certificate.certificateType*` (§9). The
      // web client and integrators read them; renaming would break both.
      '@graphql-eslint/no-typename-prefix': 'off',
      // Payloads, events, pages and Relay connection parts are answers, not records; the other
      // exceptions are listed above.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: { types: VALUE_TYPES, suffixes: ['Payload', 'Event', 'Page', 'Connection', 'Edge'] },
        },
      ],
    },
  },
  {
    // The Relay rules fit the register only: `certificateRegister` is a Relay connection (keyset
    // cursors, `first`/`after`). The other lists are offset pages (`page`/`pageSize` and a
    // `…Page`/`CertificateConnection` type with `nodes` or `items`, DESIGN.md "GraphQL
    // conventions": "Lists take a filter input and paging arguments and return totalCount"), so
    // the Relay rules would demand a second paging model there. `CertificateConnection` is one of
    // those offset pages despite its name; renaming it would break the web client's cache.
    // The audit log (`auditLog`, issue 12) is keyset-paged the same way.
    files: ['schema/register.graphql', 'schema/audit.graphql'],
    rules: {
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      // Forward paging only (`first`/`after`): the register is read from the start by screens and
      // by incremental sync; `last`/`before` would be a second cursor direction nobody needs.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/relay-edge-types': [
        'error',
        {
          withEdgeSuffix: true,
          // Off: ids are per type (a certificate's database id), not Relay global ids, and there is
          // no `node(id:)` field; `certificate(id:)` is the refetch path.
          shouldImplementNode: false,
          // Off: the register's file also answers plain lists (the status options), which are not
          // connections.
          listTypeCanWrapOnlyEdgeType: false,
        },
      ],
    },
  },
];
