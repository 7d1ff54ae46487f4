/**
 * The headers with which the gateway tells the api who the end user is (docs/security.md,
 * "Throttling and client addresses"; docs/security.md "Throttling and client addresses"). The api believes `X-Certify-Client-Ip` only when
 * `X-Certify-Gateway-Secret` carries the `GATEWAY_SECRET` both processes share; from anyone else
 * it uses the socket address.
 */

/** The end user's address as the gateway saw it (Fastify `request.ip`, honouring the gateway's TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-certify-client-ip';
/** The shared `GATEWAY_SECRET`, proving the call comes from the gateway. */
export const GATEWAY_SECRET_HEADER = 'x-certify-gateway-secret';
