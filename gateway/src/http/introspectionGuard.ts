import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, visit } from 'graphql';
import type { GatewayContext } from '../context.js';
import { unauthenticated } from '../rest/errors.js';

/** `isIntrospection` of documents already seen (Apollo hands the same parsed document for the same query). */
const introspecting = new WeakMap<DocumentNode, boolean>();

/** Whether `document` asks for the schema (`__schema` or `__type`; `__typename` is no introspection). */
export function isIntrospection(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  introspecting.set(document, found);
  return found;
}

/**
 * Apollo plugin (docs/security.md "Live connections"): introspection over HTTP needs an
 * authenticated caller — a token the api accepts (`GET /me`), else UNAUTHENTICATED. Other
 * operations are untouched (the api authorises each call; `login` works anonymously). Over
 * WebSocket every connection was authenticated when it was accepted (liveConnections.ts).
 */
export function introspectionGuardPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!isIntrospection(document)) return;
          if (!contextValue.token) throw unauthenticated();
          await contextValue.loaders.me(); // the api's 401 → UNAUTHENTICATED
        },
      };
    },
  };
}
