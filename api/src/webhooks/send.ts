/**
 * One delivery attempt (docs/integrators.md "Webhooks"; Standard Webhooks 1.0 "Sending"): POST the JSON body
 * with `webhook-id` (the message id, the same on every attempt), `webhook-timestamp` (this
 * attempt's time, seconds since the epoch) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>">`, made by the `standardwebhooks` library with the endpoint's
 * `whsec_…` secret). The request has a time limit (10 s, connection included), follows no
 * redirect (a 3xx is a failure), connects only to addresses the URL rules allow (urls.ts
 * `pinnedLookup`, checked on the addresses actually used), and reads at most 2 KB of the answer.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { hostOf, isAllowedAddress, pinnedLookup, type UrlPolicy, WebhookUrlError } from './urls.js';

/** What one attempt sends. */
export interface WebhookRequest {
  url: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
  /** The `webhook-id` (`msg_…`). */
  messageId: string;
  /** The exact JSON body (signed as sent). */
  body: string;
  /** This attempt's time (`webhook-timestamp`). */
  timestamp: Date;
  timeoutMs: number;
  policy: UrlPolicy;
  /** Aborts the attempt (the api is shutting down). */
  signal?: AbortSignal;
}

/** How an attempt ended: the answer's status (null when none came) and what went wrong (null on 2xx). */
export interface WebhookResponse {
  statusCode: number | null;
  error: string | null;
}

/** The part of an answer's body kept for the delivery log. */
const BODY_KEPT = 2048;
/** The longest error text kept. */
const ERROR_MAX = 1000;

/** The Standard Webhooks headers of a message: id, timestamp (seconds) and signature. */
export function signatureHeaders(secret: string, messageId: string, timestamp: Date, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}

/** The error text of a non-2xx answer: status, reason, and the start of its body. */
function answerError(status: number, reason: string | undefined, body: string, location: string | undefined) {
  if (status >= 300 && status < 400) {
    return `HTTP ${status}: redirects are not followed${location ? ` (to ${location.slice(0, 500)})` : ''}`;
  }
  const text = body.replace(/\s+/g, ' ').trim();
  return `HTTP ${status}${reason ? ` ${reason}` : ''}${text ? `: ${text}` : ''}`.slice(0, ERROR_MAX);
}

/** A connection or timeout error's text for the delivery log. */
function connectionError(err: unknown, timeoutMs: number, signal: AbortSignal | undefined): string {
  const e = err as { name?: string; code?: string; message?: string };
  if (err instanceof WebhookUrlError) return err.message;
  if (e?.name === 'AbortError' || e?.code === 'ABORT_ERR') {
    return signal?.aborted ? 'Interrupted: the api was shutting down' : `Timed out after ${timeoutMs / 1000} s`;
  }
  const text = e?.message ?? String(err);
  return (e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, ERROR_MAX);
}

/**
 * Sends one signed attempt and answers how it ended; never throws (a refused address, a timeout or
 * a reset connection is an attempt without a status).
 */
export async function sendWebhook(req: WebhookRequest): Promise<WebhookResponse> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return { statusCode: null, error: 'The endpoint URL is not valid' };
  }
  const host = hostOf(url);
  // An IP literal is connected to without a lookup: check it here.
  if (isIP(host) !== 0 && !isAllowedAddress(host, req.policy)) {
    return { statusCode: null, error: `The address ${host} is not public: not delivered` };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && req.policy.allowInsecureLoopback)) {
    return { statusCode: null, error: 'The endpoint URL must start with https://' };
  }
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  const body = Buffer.from(req.body, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': 'Certify-Webhooks/1.0',
    ...signatureHeaders(req.secret, req.messageId, req.timestamp, req.body),
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    const done = (answer: WebhookResponse) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const request = transport.request(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(req.policy), signal, agent: false },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          res.destroy();
          done({
            statusCode: status,
            error:
              status >= 200 && status < 300 ? null : answerError(status, res.statusMessage, text, res.headers.location),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (kept < BODY_KEPT) {
            chunks.push(chunk.subarray(0, BODY_KEPT - kept));
            kept += chunk.length;
          }
          if (kept >= BODY_KEPT) finish();
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    request.on('error', (err) => done({ statusCode: null, error: connectionError(err, req.timeoutMs, req.signal) }));
    request.end(body);
  });
}
