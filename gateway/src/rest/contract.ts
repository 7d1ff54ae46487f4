/**
 * Types of the REST contract, derived from the generated `paths` of api/openapi.json
 * (`npm run contract`): which paths take which method, each call's path parameters, query and
 * JSON body, and its 200 JSON answer. A key renamed in an api route schema changes these types and
 * fails the gateway's type-check. spec: DESIGN.md "The seam between api and gateway".
 */
import type { components, paths } from '../generated/rest.js';

/** The api's named schemas (`CertificateDetails`, `CertificateRow`, `Profile`, …). */
export type RestSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type RestMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `method`. */
export type RestPath<M extends RestMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends RestMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON a call answers on 200. */
export type RestAnswer<P extends keyof paths, M extends RestMethod> =
  Operation<P, M> extends {
    responses: { 200: infer R };
  }
    ? JsonOf<R>
    : never;

/** The path parameters, query and JSON body of a call: each present exactly when the call has it. */
export type RestInput<P extends keyof paths, M extends RestMethod> = (Operation<P, M> extends {
  parameters: { path: infer Params extends object };
}
  ? { params: Params }
  : { params?: never }) &
  (Operation<P, M> extends { parameters: { query?: infer Query extends object } }
    ? { query?: Query }
    : { query?: never }) &
  BodyInput<Operation<P, M>>;

/**
 * The JSON body of an operation: required when its request body is, optional when the body may be
 * left out (the api reads a missing body as no fields), absent when it takes none.
 */
type BodyInput<O> = O extends { requestBody: infer Body }
  ? { body: JsonOf<Body> }
  : O extends { requestBody?: infer Body }
    ? [NonNullable<Body>] extends [never]
      ? { body?: never }
      : { body?: JsonOf<NonNullable<Body>> }
    : { body?: never };
