/**
 * `GET /schema.graphql` (src/http/schemaRoute.ts; docs/integrators.md): the published
 * SDL of the schema the gateway serves, public, as UTF-8 text, cached and revalidated by ETag.
 */
import { buildSchema as parseSdl, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printPublishedSchema } from '../src/http/schemaRoute.js';
import { buildSchema } from '../src/schema.js';
import { type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('GET /schema.graphql', () => {
  it('answers the served schema as SDL, without a token, as text/plain UTF-8', async () => {
    const res = await fetch(`${stack.gatewayUrl}/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const sdl = await res.text();
    expect(sdl).toBe(printPublishedSchema(buildSchema()));
    // It is the whole contract: it parses back into the served schema, descriptions included.
    const served = buildSchema();
    const parsed = parseSdl(sdl);
    for (const type of Object.values(served.getTypeMap()).filter((t) => !t.name.startsWith('__'))) {
      expect(parsed.getType(type.name)?.description, type.name).toBe(type.description);
    }
    expect(printSchema(parsed)).toBe(printSchema(lexicographicSortSchema(served)));
    expect(sdl).toContain('type Query {');
    expect(sdl).toMatch(/"""\s*\n\s*Reads\./);
    expect(sdl).toContain('certificateRegister(');
  });

  it('is cacheable and revalidates by ETag (304 when unchanged)', async () => {
    const first = await fetch(`${stack.gatewayUrl}/schema.graphql`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await fetch(`${stack.gatewayUrl}/schema.graphql`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${stack.gatewayUrl}/schema.graphql`, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('keeps the security headers and is not counted by the rate limits', async () => {
    const res = await fetch(`${stack.gatewayUrl}/schema.graphql`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});
