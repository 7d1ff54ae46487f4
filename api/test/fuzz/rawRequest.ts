/**
 * Sends a request byte for byte as described (node:http, one connection per request): the path is
 * not normalised or re-encoded, any content type and body go out as given, and an early answer
 * (413 before the body is read) is still read. The fuzz tests need that control; `fetch` would
 * fix up what they break on purpose.
 */
import http from 'node:http';

/** One request as the fuzzers build it. */
export interface RawRequest {
  method: string;
  /** Path with query, already encoded (or deliberately mis-encoded). */
  path: string;
  headers: Record<string, string>;
  /** The body; a function builds a large one only when sent. */
  body?: string | Buffer | (() => Buffer);
  /** What makes it invalid, for the failure message. */
  why: string;
}

/** What came back. */
export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Sends `req` to `baseUrl` (http://host:port). */
export function sendRaw(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const body = typeof req.body === 'function' ? req.body() : req.body;
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        agent: false,
        headers: { ...req.headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer and close before reading all of a large body: that is not a failure.
    outgoing.on('error', (err) => {
      if (!answered) reject(err);
    });
    outgoing.end(body);
  });
}
