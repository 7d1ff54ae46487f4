import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context.js';

/** `errors` with `extensions.requestId` added; existing extensions (`code`, `fieldErrors`, …) are kept. */
export function withRequestId(
  errors: ReadonlyArray<GraphQLFormattedError | GraphQLError>,
  requestId: string,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const formatted: GraphQLFormattedError = 'toJSON' in error ? error.toJSON() : error;
    return { ...formatted, extensions: { ...formatted.extensions, requestId } };
  });
}

/**
 * Apollo plugin: every GraphQL error answered over HTTP carries the request's id in
 * `extensions.requestId` (the same id as the `X-Request-Id` header and the log lines of both
 * processes). The WebSocket side does the same in server.ts (graphql-ws `onNext`/`onError`).
 */
export function requestIdPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const body = response.body;
          if (body.kind === 'single' && body.singleResult.errors?.length) {
            body.singleResult.errors = withRequestId(body.singleResult.errors, contextValue.requestId);
          }
        },
      };
    },
  };
}
