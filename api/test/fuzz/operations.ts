/**
 * The operations of an OpenAPI 3.1 document as the fuzzer needs them: method, path template,
 * path parameters, query parameters and the JSON body schema. Read from the app's own
 * `/openapi.json`, so a new route is fuzzed without touching the tests.
 */
import type { JsonSchema } from './schemaValues.js';

/** One parameter (path or query) with its schema. */
export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/requestedCertificateReject/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The request body schema (JSON, or the fields of a multipart body), or null when it takes none. */
  body: JsonSchema | null;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The document's shape as far as the fuzzer reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of `doc` except the paths `skip` says to leave out. */
export function operationsOf(doc: OpenApiDocument, skip: (path: string) => boolean): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (skip(path)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (where: string): Parameter[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? where === 'path', schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      // A multipart body (a route that takes files) is fuzzed through its fields like a JSON one:
      // the attacks never carry a valid file, so each must be refused.
      const unknown = Object.keys(content).filter(
        (type) => type !== 'application/json' && type !== 'multipart/form-data',
      );
      if (unknown.length) throw new Error(`${method} ${path}: teach the fuzzer the body type ${unknown.join(', ')}`);
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        body: objectForm(content['application/json']?.schema ?? content['multipart/form-data']?.schema ?? null),
      });
    }
  }
  return out;
}

/**
 * The object form of a body schema: a body that also takes a bare list (`anyOf` of an object and
 * an array, the imports) is attacked through its fields; its bare lists meet "body not an object".
 */
function objectForm(schema: JsonSchema | null): JsonSchema | null {
  const branches = (schema as { anyOf?: JsonSchema[] } | null)?.anyOf;
  return branches?.find((b) => b.type === 'object') ?? schema;
}
