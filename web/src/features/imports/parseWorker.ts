/**
 * The import screen's web worker: reads the chosen CSV file off the main thread with
 * `parseImportFile` (papaparse, the api's row rules), posting the progress (bytes read of the
 * file's size) and at the end what the preview needs: counts, row errors and a sample of rows.
 * The screen talks to it through parserClient.ts. spec: access-and-administration §2 "CSV import
 * screens", §4 "Import"; docs/product.md "Master data and CSV import" (parsing in a web worker).
 */
import type { ParseRequest, ParseWorkerMessage } from './parserClient';
import { parseImportFile } from './parseImportFile';

/** The worker's scope as this file uses it (the app's TypeScript lib is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseWorkerMessage): void;
};

scope.onmessage = (event) => {
  const { file, kind, dateFormat } = event.data;
  parseImportFile(file, kind, dateFormat, (bytesRead, totalBytes) =>
    scope.postMessage({ type: 'progress', bytesRead, totalBytes }),
  ).then(
    (outcome) => scope.postMessage({ type: 'done', outcome }),
    (error: unknown) =>
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
