/**
 * Query limits (src/limits/queryLimits.ts; docs/security.md "Query limits and rate limits"): every operation of the web
 * app and an integrator's widest certificate query use at most half of each limit; abusive
 * documents — 1,000 aliases, 50 levels, 3,000 tokens, 25 directives, a costly spread of lists —
 * are refused over HTTP and over WebSocket with the limit's code before anything runs (no call
 * reaches the api); field suggestions are not given away.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DefinitionNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { QUERY_LIMITS, queryCost } from '../src/limits/queryLimits.js';
import { buildSchema } from '../src/schema.js';
import { codeOf, type Stack, startStack } from './support/stack.js';

const schema = buildSchema();
const WEB_SRC = resolve(fileURLToPath(import.meta.url), '../../../web/src');

/** Every `.graphql` document of the web app, parsed. */
function webDefinitions(): DefinitionNode[] {
  return (readdirSync(WEB_SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.graphql'))
    .flatMap((f) => parse(readFileSync(join(WEB_SRC, f), 'utf8')).definitions);
}

/** Selects every field of `type` (nested objects to `levels`), for fields without required arguments. */
function selectAll(type: GraphQLObjectType, levels = 3): string {
  return Object.values(type.getFields())
    .filter((f) => f.args.every((a) => a.defaultValue !== undefined || !String(a.type).endsWith('!')))
    .map((f) => {
      let t: { ofType?: unknown; getFields?: unknown } = f.type as never;
      while (t.ofType) t = t.ofType as never;
      if (!t.getFields) return f.name;
      return levels > 0 ? `${f.name} { ${selectAll(t as GraphQLObjectType, levels - 1)} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

/** An integrator's widest read: every field of a page of 100 certificates. */
const WIDEST_CERTIFICATE_PAGE = `query Widest($list: CertificateList!) {
  certificates(list: $list, pageSize: 100) { totalCount nodes { ${selectAll(schema.getType('Certificate') as GraphQLObjectType)} } }
}`;

/** A value of `type` for measuring: page sizes at their largest (100), the first of each enum, … */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type, f.name)]),
    );
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'Int') return /pageSize|first|last|limit/.test(name) ? 100 : 1;
  if (scalar === 'Boolean') return true;
  if (scalar === 'Date') return '2026-11-01';
  if (scalar === 'DateTime') return '2026-11-01T00:00:00Z';
  return '1';
}

/** Variables for `operation` with the largest page sizes (what costs most). */
function worstVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sample(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value),
    ]),
  );
}

/** What each limit measures of `document` (Armor's counting, the cost with `variables`). */
function measure(document: DocumentNode, source: string, variables: Record<string, unknown>) {
  const found: Record<string, number> = {};
  const record = (key: string) => ({
    onAccept: [
      (_ctx: unknown, details: { n: number }) => {
        found[key] = details.n;
      },
    ],
    propagateOnRejection: false,
  });
  validate(schema, document, [
    maxAliasesRule({ n: 1e9, ...record('maxAliases') }),
    maxDepthRule({ n: 1e9, flattenFragments: true, ...record('maxDepth') }),
    maxDirectivesRule({ n: 1e9, ...record('maxDirectives') }),
  ]);
  found.maxCost = queryCost(schema, document, variables, undefined);
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  return { ...found, maxTokens: tokens } as Record<keyof typeof QUERY_LIMITS, number>;
}

describe('the limits leave room for every real operation', () => {
  it('each web app operation (with the fragments it may spread) and the widest certificate page use ≤ half of each limit', () => {
    const definitions = webDefinitions();
    const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    const over: string[] = [];
    const check = (name: string, document: DocumentNode, source: string, variables: Record<string, unknown>) => {
      const used = measure(document, source, variables);
      for (const [limit, max] of Object.entries(QUERY_LIMITS) as [keyof typeof QUERY_LIMITS, number][]) {
        if (!(used[limit] <= max / 2)) over.push(`${name}: ${limit} ${used[limit]} of ${max}`);
      }
    };
    for (const operation of operations) {
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
      const source = [operation, ...fragments].map((d) => d.loc?.source.body.slice(d.loc.start, d.loc.end)).join('\n');
      check(operation.name?.value ?? 'anonymous', document, source, worstVariables(operation));
    }
    check('Widest', parse(WIDEST_CERTIFICATE_PAGE), WIDEST_CERTIFICATE_PAGE, { list: 'REQUESTED' });
    expect(over).toEqual([]);
  });
});

describe('abusive documents are refused before anything runs', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.token('requisitioner');
  });
  afterAll(() => stack?.close());

  const everyField = selectAll(schema.getType('Certificate') as GraphQLObjectType);
  const page = (alias: string) => `${alias}: certificates(list: REQUESTED, pageSize: 100) { nodes { ...Every } }`;
  const deep = (levels: number) => {
    // __type nests `ofType` as deep as it is asked (and is not exempt like __schema).
    let inner = 'name';
    for (let i = 0; i < levels; i++) inner = `ofType { ${inner} }`;
    return `{ __type(name: "Certificate") { ${inner} } }`;
  };
  const abusive = [
    {
      what: '1,000 aliases of a list',
      query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: certificates(list: REQUESTED) { totalCount }`).join(' ')} }`,
      code: 'QUERY_TOO_LARGE',
    },
    {
      what: '30 aliases of a list',
      query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: certificates(list: REQUESTED) { totalCount }`).join(' ')} }`,
      code: 'TOO_MANY_ALIASES',
    },
    { what: '50 levels deep', query: deep(50), code: 'QUERY_TOO_DEEP' },
    {
      what: '25 directives',
      query: `{ viewer { ${Array.from({ length: 25 }, () => '__typename @include(if: true)').join(' ')} } }`,
      code: 'TOO_MANY_DIRECTIVES',
    },
    {
      what: '5 pages of 100 certificates with every field, through one fragment',
      query: `{ ${Array.from({ length: 5 }, (_, i) => page(`p${i}`)).join(' ')} } fragment Every on Certificate { ${everyField} }`,
      code: 'QUERY_TOO_COSTLY',
    },
    {
      what: 'fragments that spread each other into 2^40 fields',
      query: `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { __typename }`,
      code: 'QUERY_TOO_COSTLY',
    },
  ];

  it.each(abusive)('over HTTP: $what → 400 $code, no call to the api', async ({ query, code }) => {
    stack.calls.length = 0;
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Parameters<typeof codeOf>[0];
    expect(codeOf(body)).toBe(code);
    expect(body.errors?.[0]?.message).toMatch(/limit of \d+ exceeded/i);
    expect(body.errors?.[0]?.extensions?.requestId).toBe(res.headers.get('x-request-id'));
    expect(body.data ?? null).toBeNull();
    expect(stack.calls).toEqual([]);
  });

  it.each(abusive)('over WebSocket: $what → $code, no call to the api', async ({ query, code }) => {
    const client = createClient({
      url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      stack.calls.length = 0;
      const outcome = await client
        .iterate({ query })
        .next()
        .then(
          (r) => r.value,
          (errors: unknown) => ({ errors }),
        );
      const errors = (outcome as { errors?: Array<{ extensions?: { code?: string } }> }).errors;
      expect(errors?.[0]?.extensions?.code).toBe(code);
      // Only the connection's event stream was opened (when it connected): nothing of the query ran.
      expect(stack.calls.filter((c) => !c.path.startsWith('/events'))).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('a misspelt field is refused without suggesting the real ones', async () => {
    const res = await stack.gql('{ certificatez(list: REQUESTED) { totalCount } viewr { id } }', {}, token);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "certificatez" on type "Query".');
    expect(JSON.stringify(res.errors)).not.toMatch(/did you mean/i);
  });

  it('a document within every limit still runs', async () => {
    const res = await stack.gql<{ a: { totalCount: number }; b: { totalCount: number } }>(
      `{ a: certificates(list: REQUESTED) { totalCount } b: certificates(list: PRINTED) { totalCount } }`,
      {},
      await stack.token('admin'),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.a.totalCount).toBeGreaterThan(0);
  });
});

describe('every answer tells its cost (docs/integrators.md "Limits")', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.token('admin');
  });
  afterAll(() => stack?.close());

  type Priced = { extensions?: { cost?: { requested: number | null; maximum: number } } };
  const LIST = 'query List($size: Int) { certificates(list: REQUESTED, pageSize: $size) { totalCount nodes { id } } }';

  it('over HTTP: extensions.cost is the priced cost with the variables, and the maximum', async () => {
    for (const size of [5, 50]) {
      const res = (await stack.gql(LIST, { size }, token)) as Priced & { errors?: unknown };
      expect(res.errors).toBeUndefined();
      const expected = queryCost(schema, parse(LIST), { size }, undefined);
      expect(res.extensions?.cost).toEqual({ requested: expected, maximum: QUERY_LIMITS.maxCost });
    }
  });

  it('a refusal for cost carries the cost it found', async () => {
    const res = (await stack.gql(
      '{ certificates(list: REQUESTED, pageSize: 100) { nodes { id template { name } student { name } } } }',
      {},
      token,
    )) as Priced;
    expect(res.extensions?.cost?.maximum).toBe(QUERY_LIMITS.maxCost);
    const costly = `{ ${Array.from({ length: 5 }, (_, i) => `p${i}: certificates(list: REQUESTED, pageSize: 100) { nodes { ${selectAll(schema.getType('Certificate') as GraphQLObjectType)} } }`).join(' ')} }`;
    const refused = (await stack.gql(costly, {}, token)) as Priced & Parameters<typeof codeOf>[0];
    expect(codeOf(refused)).toBe('QUERY_TOO_COSTLY');
    expect(refused.extensions?.cost?.requested).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  it('over WebSocket: each result carries extensions.cost', async () => {
    const client = createClient({
      url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const result = (await client.iterate({ query: LIST, variables: { size: 5 } }).next()).value as Priced;
      const expected = queryCost(schema, parse(LIST), { size: 5 }, undefined);
      expect(result.extensions?.cost).toEqual({ requested: expected, maximum: QUERY_LIMITS.maxCost });
    } finally {
      await client.dispose();
    }
  });
});
