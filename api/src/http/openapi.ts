/**
 * The published REST contract: every route's zod schemas as OpenAPI 3.1 at `GET /openapi.json`,
 * and a readable reference at `GET /docs` (Swagger UI, served from this process: no CDN).
 * Registered before the routes so each route's schema is collected.
 * spec: DESIGN.md "The seam between api and gateway"; api/CONTRACT.md.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { bareListOf } from './fields.js';
import { contractMarks } from './specRoutes.js';

/** The contract's version: bump the minor on additions, the major on breaking changes. */
export const CONTRACT_VERSION = '1.0.0';

/**
 * Drops the named schemas nothing refers to (the zod registry also yields an input variant of
 * every answer schema), so the document lists only what the contract uses.
 */
function withoutUnusedSchemas<D extends object>(document: D): D {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace('#/components/schemas/', '');
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(value);
      }
    }
  };
  visit((document as { paths?: unknown }).paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}

type Transform = ReturnType<typeof createJsonSchemaTransform>;
type TransformInput = Parameters<Transform>[0];
/** Set on an operation whose body may be left out (read as `{}`); becomes `requestBody.required: false`. */
const BODY_OPTIONAL = 'x-certify-body-optional';

/**
 * The zod transform of each route, plus: the marks of the spec's calls and of extensions
 * (specRoutes.ts); a body that also takes a bare list (`orBareList`) as `anyOf` of both; and
 * whether the body may be left out (a missing body reads as `{}`: http/bodyParsers.ts).
 */
function routeTransform(base: Transform) {
  return (input: TransformInput) => {
    const out = base(input);
    const { route, url } = input as TransformInput & { route?: { method: string | string[] }; url: string };
    const schema = out.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide || !route) return out;
    const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
    Object.assign(schema, contractMarks(method, url.replace(/:(\w+)/g, '{$1}')));
    const body = (input.schema as { body?: unknown } | undefined)?.body;
    const list = bareListOf(body);
    if (list && schema.body) {
      const { $schema: _drop, ...listJson } = z.toJSONSchema(list, { io: 'input', unrepresentable: 'any' });
      schema.body = { anyOf: [schema.body, listJson] };
    }
    if (body instanceof z.ZodType && body.safeParse({}).success) schema[BODY_OPTIONAL] = true;
    return out;
  };
}

/** `requestBody.required: false` where a route's body may be left out (see `routeTransform`). */
function withOptionalBodies<D extends object>(document: D): D {
  const paths = (document as { paths?: Record<string, Record<string, Record<string, unknown>>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation[BODY_OPTIONAL]) continue;
      delete operation[BODY_OPTIONAL];
      const requestBody = operation.requestBody as { required?: boolean } | undefined;
      if (requestBody) requestBody.required = false;
    }
  }
  return document;
}

/** Sets the zod validator and serializer and registers the OpenAPI document and its page. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Certify REST api',
        version: CONTRACT_VERSION,
        description:
          'The REST service of Certify: the calls of the spec (certificate-workflow §7, ' +
          'access-and-administration §7) with their payload and answer keys, plus documented extensions. ' +
          'Each operation says which it is: `x-certify-contract` is `spec` (with the table in `x-certify-spec`) ' +
          'or `extension`. ' +
          'Conventions (form or JSON bodies, `{ success, message }`, error statuses) are in api/CONTRACT.md. ' +
          'Every authenticated call but GET takes an `Idempotency-Key` header (IETF draft): a retry with the ' +
          'same key and request within 24 hours answers the first 2xx answer again (`Idempotent-Replayed: ' +
          'true`) without acting; the key with another request answers 422 (api/CONTRACT.md "Idempotent writes").',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /login' } },
      },
      security: [{ bearer: [] }],
    },
    transform: routeTransform(
      createJsonSchemaTransform({ skipList: ['/docs', '/docs/*', '/docs/json', '/docs/yaml'] }),
    ),
    transformObject: (document) => withOptionalBodies(withoutUnusedSchemas(jsonSchemaTransformObject(document))),
  });
  await app.register(async (docs) => {
    // The reference page and its assets need no token (the document itself is public).
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      // validatorUrl null: no badge image fetched from validator.swagger.io (the CSP allows none)
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      // The page shows this document only: no address bar to explore others.
      theme: { title: 'Certify REST api', css: [{ filename: 'certify.css', content: '.topbar { display: none; }' }] },
    });
  });

  /** GET /openapi.json — the contract (OpenAPI 3.1). Public. */
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
