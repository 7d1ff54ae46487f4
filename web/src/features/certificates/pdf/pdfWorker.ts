/** Points react-pdf at the bundled pdf.js worker (STACK.md: react-pdf with Vite). */
import { pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
