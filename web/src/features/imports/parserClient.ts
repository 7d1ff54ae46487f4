/**
 * How the import screen has a chosen file read: by default in a web worker (parseWorker.ts, so a
 * 100,000-row file never blocks the page), through this small adapter that tests replace with
 * `parseImportFile` itself (jsdom has no Worker). spec: access-and-administration §2 "CSV import
 * screens", §4 "Import"; docs/product.md "Master data and CSV import".
 */
import type { DateFormatCode } from '@certify/api/codes';
import type { ImportKind } from '@certify/api/imports';
import { createContext } from 'react';
import type { ParseOutcome, ParseProgress } from './parseImportFile';

/** What the screen sends the worker. */
export interface ParseRequest {
  file: File;
  kind: ImportKind;
  dateFormat: DateFormatCode;
}

/** What the worker posts back: progress, then the outcome or a failure. */
export type ParseWorkerMessage =
  | { type: 'progress'; bytesRead: number; totalBytes: number }
  | { type: 'done'; outcome: ParseOutcome }
  | { type: 'error'; message: string };

/** Reads `file` as an import of `kind`; `signal` stops it (the promise then rejects with AbortError). */
export type ImportFileParser = (
  file: File,
  kind: ImportKind,
  dateFormat: DateFormatCode,
  onProgress: ParseProgress,
  signal?: AbortSignal,
) => Promise<ParseOutcome>;

const aborted = () => new DOMException('The file is no longer read', 'AbortError');

/** Reads the file in a new web worker, ended when done or aborted. */
export const parseInWorker: ImportFileParser = (file, kind, dateFormat, onProgress, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const worker = new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<ParseWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.bytesRead, message.totalBytes);
      else if (message.type === 'done') {
        finish();
        resolve(message.outcome);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The file could not be read'));
    };
    worker.postMessage({ file, kind, dateFormat } satisfies ParseRequest);
  });

/** The parser the import screen uses (tests provide `parseImportFile`). */
export const ImportParserContext = createContext<ImportFileParser>(parseInWorker);
