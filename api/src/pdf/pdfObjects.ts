/**
 * pdf-lib objects written as numbered indirect objects of another file: their references renumbered,
 * then serialised with pdf-lib's own object writers (`copyBytesInto`). The streamed bulk renderer
 * (streamedChunk.ts, streamedPdf.ts; docs/architecture.md "Bulk work off the request path") renders each chunk
 * of certificates in a document of its own and writes its objects into one output file this way.
 */
import { PDFArray, PDFDict, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

/**
 * Replaces, in place, every reference inside `roots` (dictionaries, arrays and stream dictionaries,
 * however deep) by `map(ref)`. Each container is visited once, so a reference is never mapped twice.
 */
export function renumberReferences(roots: Iterable<PDFObject>, map: (ref: PDFRef) => PDFRef): void {
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject): void => {
    if (seen.has(obj)) return;
    if (obj instanceof PDFStream) {
      seen.add(obj);
      visit(obj.dict);
    } else if (obj instanceof PDFDict) {
      seen.add(obj);
      for (const [key, value] of obj.entries()) {
        if (value instanceof PDFRef) obj.set(key, map(value));
        else visit(value);
      }
    } else if (obj instanceof PDFArray) {
      seen.add(obj);
      for (let i = 0; i < obj.size(); i++) {
        const value = obj.get(i);
        if (value instanceof PDFRef) obj.set(i, map(value));
        else visit(value);
      }
    }
  };
  for (const root of roots) visit(root);
}

/** Indirect objects serialised together: the bytes and, per object, its number and offset in them. */
export interface SerializedObjects {
  bytes: Uint8Array;
  numbers: Int32Array;
  /** Offset of each object's `N 0 obj` line within `bytes`. */
  offsets: Int32Array;
}

const ascii = (text: string, into: Uint8Array, at: number): number => {
  for (let i = 0; i < text.length; i++) into[at + i] = text.charCodeAt(i);
  return text.length;
};

const END = '\nendobj\n';

/** Serialises `objects` as `N 0 obj … endobj` one after another (generation 0). */
export function serializeObjects(objects: ReadonlyArray<readonly [number, PDFObject]>): SerializedObjects {
  const heads = objects.map(([n]) => `${n} 0 obj\n`);
  let size = 0;
  const sizes = objects.map(([, obj], i) => {
    const s = obj.sizeInBytes();
    size += heads[i]!.length + s + END.length;
    return s;
  });
  const bytes = new Uint8Array(size);
  const numbers = new Int32Array(objects.length);
  const offsets = new Int32Array(objects.length);
  let at = 0;
  objects.forEach(([n, obj], i) => {
    numbers[i] = n;
    offsets[i] = at;
    at += ascii(heads[i]!, bytes, at);
    const written = obj.copyBytesInto(bytes, at);
    if (written !== sizes[i]) throw new Error(`object ${n}: wrote ${written} bytes, expected ${sizes[i]}`);
    at += written;
    at += ascii(END, bytes, at);
  });
  return { bytes, numbers, offsets };
}
