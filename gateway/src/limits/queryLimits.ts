/**
 * Limits on the shape of a GraphQL operation, checked before anything executes (docs/security.md "Query limits and rate limits"; docs/security.md "Query limits"): tokens while parsing (graphql-js `maxTokens`);
 * aliases, depth and directives with GraphQL Armor's validation rules; then, once the variables are
 * known, a cost with graphql-query-complexity that multiplies a paged list by its page size (so
 * `pageSize: 100` costs what it fetches). Each refusal carries `extensions.code` naming the limit.
 * The same checks serve Apollo (HTTP) and graphql-ws (WebSocket), so neither transport is a way
 * around them. Under `__schema` depth is not counted (so tools' standard introspection query
 * passes); graphql-js's own `MaxIntrospectionDepthRule` (in `specifiedRules`) stops the nested
 * `fields`/`types` explosion there.
 *
 * The numbers leave every operation of the web app (web/src/**\/*.graphql) and an integrator's
 * widest certificate page at most half of each limit (gateway/test/queryLimits.test.ts measures them).
 *
 * Every priced answer tells its cost in `extensions.cost` (`{ requested, maximum }`, docs/integrators.md
 * "Limits that tell"), and the cost is charged to the caller's per-minute cost budget
 * (limits/rateLimits.ts) when one is given.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';

/** The limits (docs/security.md "Query limits"). */
export const QUERY_LIMITS = {
  /** Lexical tokens in one document (names, punctuation, values). */
  maxTokens: 2000,
  /** Nesting of selections (fragments counted where they are spread). */
  maxDepth: 12,
  /** Aliased fields in one operation: a list asked for 1,000 times under 1,000 names is refused. */
  maxAliases: 20,
  /** Directives (`@include`, `@skip`, …) in one operation. */
  maxDirectives: 20,
  /**
   * Cost: 1 per field, and a paged list (`pageSize`, `first`, `limit`) costs its page size × its
   * selection: about the number of values the gateway would assemble. A page of 100 certificates
   * with every field, three levels deep (their template's courses and signees, their people's
   * roles, a course's and a student's master-data fields), costs ≈ 20,400; a web list page of 50
   * ≈ 1,600.
   */
  maxCost: 50_000,
} as const;

/** `extensions.code` of each limit. */
export const QUERY_LIMIT_CODES = {
  maxTokens: 'QUERY_TOO_LARGE',
  maxDepth: 'QUERY_TOO_DEEP',
  maxAliases: 'TOO_MANY_ALIASES',
  maxDirectives: 'TOO_MANY_DIRECTIVES',
  maxCost: 'QUERY_TOO_COSTLY',
} as const;

export type QueryLimit = keyof typeof QUERY_LIMITS;
export type QueryLimitCode = (typeof QUERY_LIMIT_CODES)[QueryLimit];

/** The extension key that marks an error as a refusal by one of these limits (kept by Apollo's wrapping). */
const LIMIT_EXTENSION = 'queryLimit';

/** An Armor rejection, reported to the validation context with the limit it broke (not thrown: a 400, not a 500). */
const reportAs =
  (limit: QueryLimit) =>
  (ctx: ValidationContext | null, error: GraphQLError): void => {
    ctx?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        nodes: error.nodes,
        extensions: { code: QUERY_LIMIT_CODES[limit], [LIMIT_EXTENSION]: limit },
      }),
    );
  };

const armor = (limit: QueryLimit) => ({ propagateOnRejection: false, onReject: [reportAs(limit)] });

/** The validation rules of the limits (after graphql-js's own `specifiedRules`); the cost is `queryCostError`. */
export const queryLimitRules: readonly ValidationRule[] = [
  maxAliasesRule({ n: QUERY_LIMITS.maxAliases, ...armor('maxAliases') }),
  maxDepthRule({ n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...armor('maxDepth') }),
  maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives, ...armor('maxDirectives') }),
];

/** The arguments that size a page of a list field, in the order they are looked for. */
const PAGE_ARGUMENTS = ['pageSize', 'first', 'last', 'limit'] as const;

/** A paged list costs 1 + its page size × its selection (arguments after defaults and variables). */
const pagedListEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  for (const name of PAGE_ARGUMENTS) {
    const size = args[name];
    if (typeof size === 'number' && size > 0) return 1 + size * childComplexity;
  }
  return undefined;
};

/** The most variable sets whose cost is kept per document. */
const COSTS_PER_DOCUMENT = 32;
/**
 * Costs already counted, by schema and document (Apollo and graphql-ws hand the same parsed document
 * for the same query text), then operation name and variables: an operation repeated with the same
 * variables is not walked again (docs/architecture.md "A gateway that adds nothing").
 */
const knownCosts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

/**
 * The cost of the operation `operationName` of `document` with `variables` (docs/security.md
 * "Query limits and rate limits"): 1 per field, a paged list × its page size. Throws what graphql-query-complexity throws
 * (a document too large to count).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
): number {
  let byDocument = knownCosts.get(schema);
  if (!byDocument) {
    byDocument = new WeakMap();
    knownCosts.set(schema, byDocument);
  }
  let costs = byDocument.get(document);
  if (!costs) {
    costs = new Map();
    byDocument.set(document, costs);
  }
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
  if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
  costs.set(key, cost);
  return cost;
}

/** graphql-query-complexity's refusal of a document too big to price (fragments spread into >10,000 nodes). */
const TOO_MANY_NODES = /maximum allowed number of nodes/;

/** An operation's price: its cost (infinite when too large to count), and its refusal when over the limit. */
export interface PricedOperation {
  cost: number;
  /** QUERY_TOO_COSTLY (400) when `cost` is over `QUERY_LIMITS.maxCost`, else null. */
  error: GraphQLError | null;
}

/**
 * Prices the operation `operationName` of `document` with `variables`, and refuses it when it costs
 * more than the limit or too much to price (400, QUERY_TOO_COSTLY). Variables that do not fit the
 * operation cost nothing here (cost 0): execution refuses them.
 */
export function priceOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
): PricedOperation {
  let cost: number;
  try {
    cost = queryCost(schema, document, variables, operationName);
  } catch (err) {
    if (!(err instanceof Error && TOO_MANY_NODES.test(err.message))) return { cost: 0, error: null };
    cost = Number.POSITIVE_INFINITY;
  }
  if (cost <= QUERY_LIMITS.maxCost) return { cost, error: null };
  const found = Number.isFinite(cost) ? `found ${Math.ceil(cost)}` : 'too large to count';
  const error = new GraphQLError(`Query cost limit of ${QUERY_LIMITS.maxCost} exceeded, ${found}.`, {
    extensions: { code: QUERY_LIMIT_CODES.maxCost, http: { status: 400 } },
  });
  return { cost, error };
}

/** The refusal of an operation over the cost limit (see `priceOperation`), or null. */
export function queryCostError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
): GraphQLError | null {
  return priceOperation(schema, document, variables, operationName).error;
}

/**
 * `extensions.cost` of an answer (docs/integrators.md "Limits"): what the operation cost
 * (`requested`, null when too large to count) and the most one operation may cost (`maximum`).
 */
export interface CostExtension {
  requested: number | null;
  maximum: number;
}

/** The `extensions.cost` of an operation that cost `cost`. */
export const costExtension = (cost: number): CostExtension => ({
  requested: Number.isFinite(cost) ? Math.ceil(cost) : null,
  maximum: QUERY_LIMITS.maxCost,
});

/**
 * Charges a priced operation to its caller's cost budget: answers the refusal to send instead of
 * running it (RATE_LIMITED), or null.
 */
export type ChargeCost<C> = (context: C, cost: number) => Promise<GraphQLError | null>;

/**
 * Apollo plugin: prices each operation once its variables are known, refuses one over the cost
 * limit (QUERY_TOO_COSTLY) or past the caller's budget (`charge`), and puts the price in the
 * answer's `extensions.cost` — also on those refusals. Answers refused before the operation could
 * be priced (unparsable, invalid, over the request rate) carry no cost.
 */
export function queryCostPlugin<C extends BaseContext>(charge?: ChargeCost<C>): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      let priced: number | undefined;
      return {
        async didResolveOperation({ schema, document, request, operationName, contextValue }) {
          const { cost, error } = priceOperation(schema, document, request.variables, operationName);
          priced = cost;
          if (error) throw error;
          const refused = charge ? await charge(contextValue, cost) : null;
          if (refused) throw refused;
        },
        async willSendResponse({ response }) {
          if (priced === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: costExtension(priced) };
        },
      };
    },
  };
}

/** graphql-js's parse error when a document passes `maxTokens` ("more that N tokens" in graphql 16). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more th(?:at|an) \d+ tokens/;

/**
 * The limit `error` reports, or undefined: a validation error of `queryLimitRules` (also when
 * Apollo has wrapped it, replacing its code), or graphql-js's token-limit parse error.
 */
export function queryLimitOf(error: GraphQLError): QueryLimit | undefined {
  const original = (error.originalError as GraphQLError | undefined) ?? error;
  const marked = error.extensions?.[LIMIT_EXTENSION] ?? original.extensions?.[LIMIT_EXTENSION];
  if (typeof marked === 'string' && marked in QUERY_LIMITS) return marked as QueryLimit;
  if (TOO_MANY_TOKENS.test(original.message) || TOO_MANY_TOKENS.test(error.message)) return 'maxTokens';
  return undefined;
}

/** graphql-js's "Did you mean …?" hints name fields the caller did not ask about (the schema, by guessing). */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/** `message` without graphql-js's suggestion (as Apollo's `hideSchemaDetailsFromClientErrors` does over HTTP). */
export const withoutSuggestion = (message: string): string => message.replace(SUGGESTION, '');

/**
 * What `checkOperation` answers: the parsed document and its cost, or the errors to answer instead
 * of running it (with the cost when the operation was priced).
 */
export type CheckedOperation =
  | { document: DocumentNode; cost: number; errors?: never }
  | { errors: readonly GraphQLError[]; cost?: number };

/**
 * Parses `payload.query` within the token limit, validates it against `schema` with graphql-js's
 * rules and the limits, and prices it with its variables; errors carry the limit's code, and lose
 * field suggestions when `hideSuggestions`. Used for graphql-ws operations (Apollo runs the same
 * checks on HTTP).
 */
export function checkOperation(
  schema: GraphQLSchema,
  payload: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
  hideSuggestions: boolean,
): CheckedOperation {
  const source = payload.query;
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    return { errors: [withLimitCode(err, 'GRAPHQL_PARSE_FAILED')] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...queryLimitRules]);
  if (errors.length === 0) {
    const { cost, error } = priceOperation(schema, document, payload.variables ?? undefined, payload.operationName);
    return error ? { errors: [error], cost } : { document, cost };
  }
  return {
    errors: errors.map((e) => {
      const coded = withLimitCode(e, 'GRAPHQL_VALIDATION_FAILED');
      return hideSuggestions
        ? new GraphQLError(withoutSuggestion(coded.message), { nodes: coded.nodes, extensions: coded.extensions })
        : coded;
    }),
  };
}

/** `error` with the code of the limit it reports, else `fallback` (Apollo's codes for the same failures). */
function withLimitCode(error: GraphQLError, fallback: string): GraphQLError {
  const limit = queryLimitOf(error);
  const code = limit ? QUERY_LIMIT_CODES[limit] : fallback;
  const message = limit === 'maxTokens' ? tokenLimitMessage() : error.message;
  const { [LIMIT_EXTENSION]: _marker, ...extensions } = error.extensions ?? {};
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...extensions, code },
  });
}

/** The answer to a document over the token limit (graphql-js's own says "more that"). */
export const tokenLimitMessage = (): string =>
  `Token limit of ${QUERY_LIMITS.maxTokens} exceeded: the document is too large.`;

/**
 * Apollo `formatError`: a refusal by a limit answers with the limit's code (Apollo gives every
 * parse and validation error its generic GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED) and
 * without the internal marker; every other error passes unchanged.
 */
export function formatQueryLimitError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (!(error instanceof GraphQLError)) return formatted;
  const limit = queryLimitOf(error);
  if (!limit) return formatted;
  const { [LIMIT_EXTENSION]: _marker, ...extensions } = formatted.extensions ?? {};
  return {
    ...formatted,
    message: limit === 'maxTokens' ? tokenLimitMessage() : formatted.message,
    extensions: { ...extensions, code: QUERY_LIMIT_CODES[limit] },
  };
}
