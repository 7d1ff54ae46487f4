import { deflateSync } from 'node:zlib';
import { PDFCatalog, PDFContentStream, PDFName, PDFRawStream, type PDFDocument, type PDFRef } from 'pdf-lib';

/**
 * Makes appending pages O(1): pdf-lib walks the whole page tree on every addPage, which is
 * quadratic for a bulk document of thousands of pages.
 */
export function fastAppend(doc: PDFDocument): void {
  const catalog = doc.catalog;
  const pagesRef = catalog.get(PDFName.of('Pages')) as PDFRef;
  const tree = catalog.Pages();
  catalog.insertLeafNode = (leafRef: PDFRef, index: number): PDFRef => {
    if (index === tree.Count().asNumber()) {
      tree.pushLeafNode(leafRef);
      return pagesRef;
    }
    return PDFCatalog.prototype.insertLeafNode.call(catalog, leafRef, index) as PDFRef;
  };
}

/**
 * Compresses the drawn page content streams with node's native zlib instead of pdf-lib's
 * JavaScript deflate (the largest cost of saving a bulk document). Call after the last drawing.
 */
export function compressContentStreams(doc: PDFDocument): void {
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFContentStream) {
      const dict = obj.dict;
      dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
      doc.context.assign(ref, PDFRawStream.of(dict, deflateSync(obj.getUnencodedContents())));
    }
  }
}
