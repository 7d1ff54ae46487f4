/**
 * The published REST contract: every route the api registers is in `/openapi.json` with its
 * request and answer schemas, the reference page renders, and answers carry exactly the keys
 * their schema declares. spec: DESIGN.md "The seam between api and gateway"; api/CONTRACT.md.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createMemoryMailer } from '../src/mail/mailer.js';
import { SPEC_ROUTES } from '../src/http/specRoutes.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { in: string; name: string; schema: object }[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
  /** `[]`: a public call (no token). */
  security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Routes that are not part of the contract: the reference page and the document itself. */
const OUTSIDE = (url: string) => url === '/openapi.json' || url === '/docs' || url.startsWith('/docs/');
/** Calls that take nothing but the path and the token. */
const NO_INPUT = new Set([
  'POST /logout',
  'POST /readAllNotifications',
  'POST /certificate-issue/{id}',
  'POST /apiClients/{id}/rotate',
  'POST /apiClients/{id}/revoke',
  'POST /webhookEndpoints/{id}/rotateSecret',
  'POST /webhookDeliveries/{id}/replay',
]);

let database: Database;
let app: FastifyInstance;
const registered: { method: string; url: string }[] = [];
let document: Document;

beforeAll(async () => {
  database = await openDatabase('memory://');
  app = await buildApp({
    database,
    config: loadConfig({}),
    mailer: createMemoryMailer(),
    logger: false,
    onRoute: (route) => {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      for (const method of methods) registered.push({ method, url: route.url });
    },
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json (the REST contract)', () => {
  it('is OpenAPI 3.1 with bearer auth', () => {
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Certify REST api' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    });
  });

  it('covers every registered route with its method', () => {
    const routes = registered.filter((r) => !OUTSIDE(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('gives each operation a described 200 with a schema, and its error answers', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const ok = op.responses['200'];
        expect(ok?.description, where).toBeTruthy();
        const schemas = Object.values(ok?.content ?? {}).map((c) => c.schema);
        expect(schemas.length, where).toBeGreaterThan(0);
        for (const schema of schemas) expect(schema, where).toBeTruthy();
        // every call that takes a token answers 401 without one; public calls (`security: []`) may not
        const isPublic = Array.isArray(op.security) && op.security.length === 0;
        if (!isPublic) expect(op.responses['401'], `${where} documents 401`).toBeDefined();
      }
    }
  });

  it('declares the input of every call: path parameters, and a body on every POST and PUT that takes one', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
          expect(param?.schema, `${where}: parameter ${name}`).toBeTruthy();
        }
        if ((method === 'post' || method === 'put') && !NO_INPUT.has(where)) {
          const content = op.requestBody?.content;
          const schema = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
          expect(schema, `${where}: request body`).toBeTruthy();
        }
      }
    }
  });

  it('states the limits: 32-bit ids, text lengths, list sizes, calendar dates', () => {
    const body = (path: string) =>
      document.paths[path]?.post?.requestBody?.content['application/json']?.schema as {
        properties: Record<string, { maximum?: number; maxLength?: number; maxItems?: number; format?: string }>;
      };
    const approve = body('/requestedCertificateApprove').properties;
    expect(approve.certificate_id).toMatchObject({ minimum: 1, maximum: 2_147_483_647 });
    expect(approve.approve_comment).toMatchObject({ maxLength: 2000 });
    const request = body('/saveCertificate').properties;
    expect(request.units).toMatchObject({ maxItems: 100 });
    expect(request.credential_date).toMatchObject({ format: 'date' });
  });

  it("marks every operation as the spec's call (with its table) or an extension, and every spec call exists", () => {
    const marked: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const marks = op as unknown as Record<string, unknown>;
        expect(['spec', 'extension'], where).toContain(marks['x-certify-contract']);
        if (marks['x-certify-contract'] === 'spec') {
          marked.push(where);
          expect(marks['x-certify-spec'], where).toBe(SPEC_ROUTES[where]);
        }
      }
    }
    expect(marked.sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
    expect(document.paths['/certificateView/{id}']?.get).toMatchObject({ 'x-certify-contract': 'extension' });
  });

  it('publishes the bare array an import also takes, and list bodies that may be left out', () => {
    const importBody = document.paths['/importCampus']?.post?.requestBody as {
      required: boolean;
      content: Record<string, { schema: { anyOf?: { type?: string }[] } }>;
    };
    expect(importBody.content['application/json']?.schema.anyOf?.map((b) => b.type)).toEqual(['object', 'array']);
    expect(importBody.required).toBe(false);
    expect(document.paths['/searchRequestedCertificate']?.post?.requestBody).toMatchObject({ required: false });
    expect(document.paths['/login']?.post?.requestBody).toMatchObject({ required: true });
  });

  it('names the shared answers as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'CertificateRow', 'CertificateDetails', 'TransitionAnswer', 'Notification']),
    );
  });
});

describe('error answers (api/CONTRACT.md "Conventions")', () => {
  it('are { success: 0, message } even when the router cannot read the path', async () => {
    for (const url of ['/requestedCertificateView/%E0%A4%A', '/no-such-route']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: 0, message: expect.any(String) });
    }
  });
});

describe('GET /docs (the readable reference)', () => {
  it('serves the Swagger UI page and its assets without a token', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const init = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<Document>().paths['/saveCertificate']).toBeDefined();
  });
});
