/**
 * Errors a handler throws; the app's error handler turns each into the HTTP status and the
 * `{ success: 0, message, … }` body of api/CONTRACT.md. Nothing is changed when one is thrown
 * inside a transaction (it rolls back).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: validation failed. `errors` maps payload field (e.g. `units.0.unit_code`) → message. */
export const badRequest = (message: string, errors?: Record<string, string>, extra: Record<string, unknown> = {}) =>
  new ApiError(400, message, errors ? { errors, ...extra } : extra);
/** 401: no, expired or revoked token. */
export const unauthenticated = (message = 'Unauthenticated.') => new ApiError(401, message);
/** 403: the caller's roles or permissions may not. */
export const forbidden = (message: string) => new ApiError(403, message);
/** 404: no such thing (or not in the list the view is for). */
export const notFound = (message: string, extra: Record<string, unknown> = {}) => new ApiError(404, message, extra);
/** 409: the certificate is no longer in the state the action needs, or a concurrent action won. */
export const conflict = (message: string) => new ApiError(409, message);
/** 429: throttled or rate-limited; `retryAfterSeconds` is sent as `retry_after_seconds` and `Retry-After`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}) =>
  new ApiError(429, message, { retry_after_seconds: retryAfterSeconds, ...extra });
