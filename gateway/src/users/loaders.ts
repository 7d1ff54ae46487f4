/** Per-request viewer loaders: `/me` and the viewer's signature at most once per operation. */
import type { CallerRest } from '../rest/client.js';
import { once } from '../util/once.js';

/** Creates the viewer loaders of one operation, calling as its caller. */
export function viewerLoaders(rest: CallerRest) {
  return {
    me: once(() => rest.get('/me', {})),
    signature: once(() => rest.get('/signatureDetails', {})),
  };
}
