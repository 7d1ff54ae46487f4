/**
 * The dependency check (`npm run deps:check`, part of `npm test`): the imports of api/, gateway/,
 * web/ and runtime/ sources may form no circle, and the leaf modules stay leaves. Generated code
 * (gateway/src/generated, web/src/generated: codegen's resolver types refer to the models that
 * refer back to them by design) is left out. `npm run deps:graph` draws the domains of each package
 * into docs/architecture.md from the same cruise. spec: DESIGN.md "Dependencies point one way".
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move the shared part to a leaf module, or invert the dependency (a port).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-deps-is-a-leaf',
      severity: 'error',
      comment: 'api/src/app-deps.ts names the services as interfaces and imports no domain module.',
      from: { path: '^api/src/app-deps\\.ts$' },
      to: {
        path: '^api/src/',
        pathNot:
          '^api/src/(db/client|config|throttlePolicy|jobs/dispatcher|jobs/backgroundWork|events/bus|mail/outbox|domainEvents/events)\\.ts$',
      },
    },
    {
      name: 'workflow-names-no-subscriber',
      severity: 'error',
      comment:
        'The certificate workflow records domain events (api/src/domainEvents/); notifications, webhooks, printing, delivery and mail act on them and the workflow imports none of them (docs/architecture.md "Domain events").',
      from: { path: '^api/src/certificates/' },
      to: { path: '^api/src/(notifications|webhooks|printing|delivery|mail)/' },
    },
    {
      name: 'domain-events-is-a-leaf',
      severity: 'error',
      comment: 'api/src/domainEvents/ is the vocabulary the workflow and its subscribers share: it names no domain.',
      from: { path: '^api/src/domainEvents/' },
      to: {
        path: '^api/src/',
        pathNot:
          '^api/src/(domainEvents/|codes\\.ts$|codes/|db/client\\.ts$|events/afterCommit\\.ts$|events/apiEvent\\.ts$)',
      },
    },
    {
      name: 'no-composition-root',
      severity: 'error',
      comment: 'Only the entry points build the app: domains receive AppDeps instead of importing app.ts.',
      from: { path: '^api/src/', pathNot: '^api/src/(main|app)\\.ts$|Cli\\.ts$|^api/src/seed/' },
      to: { path: '^api/src/(app|main)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^gateway/src/generated/', '^web/src/generated/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
