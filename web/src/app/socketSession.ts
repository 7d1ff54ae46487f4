/**
 * The subscriptions' WebSocket and the stored login (docs/security.md "Live connections"):
 * the gateway closes a socket with 4401 when its token is refused or its session ends (logout
 * elsewhere, expiry, deactivation). Such a close is final — no retry with the dead token — and,
 * while a login is still stored, it ends that login and goes to the login page.
 */
import { clearSession, getToken } from './session';

/** The gateway's close code for "no (longer a) valid token". */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

/** Whether a graphql-ws close event (or error) is the gateway's 4401 Unauthorized. */
export function isUnauthorizedClose(event: unknown): boolean {
  return typeof event === 'object' && event !== null && (event as { code?: unknown }).code === UNAUTHORIZED_CLOSE_CODE;
}

/** graphql-ws `shouldRetry`: every close but 4401 is retried. */
export const shouldRetrySocket = (event: unknown): boolean => !isUnauthorizedClose(event);

/** A graphql-ws `closed` listener: on 4401 with a stored login, clears it and calls `onUnauthenticated`. */
export function socketClosedListener(onUnauthenticated: () => void): (event: unknown) => void {
  return (event) => {
    if (!isUnauthorizedClose(event) || !getToken()) return;
    clearSession();
    onUnauthenticated();
  };
}
