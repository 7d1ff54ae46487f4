/**
 * A build plugin (docs/architecture.md "A light web app"): lets each screen's chunk carry only the GraphQL
 * documents it uses. Codegen's client preset writes every document into one module,
 * src/generated/graphql.ts, and a bundler places a module whole: all ≈90 documents (≈200 KB of
 * AST) would sit in the entry and be parsed before the login page shows. This plugin turns each
 * `export const XDocument = {…} as unknown as DocumentNode<…>;` line of that module into a
 * re-export of a module of its own, so the bundler puts each document beside the code that
 * imports it. Types (the rest of the file) are untouched; the app's code does not change.
 */
import type { Plugin } from 'vite';

/** The generated module (web/src/generated/graphql.ts). */
const GENERATED_DOCUMENTS = /[\\/]src[\\/]generated[\\/]graphql\.ts$/;

/** A document line as the client preset writes it. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

/** The prefix of a document's own (virtual) module id. */
const DOCUMENT_MODULE = '\0certify-document:';

/** The source of the generated module with each document line replaced by a re-export (and the documents). */
export function splitDocuments(code: string): { code: string; documents: Map<string, string> } {
  const documents = new Map<string, string>();
  const lines = code.split('\n').map((line) => {
    const match = DOCUMENT_LINE.exec(line);
    if (!match) return line;
    const [, name, ast] = match as unknown as [string, string, string];
    documents.set(name, ast);
    return `export { ${name} } from '${DOCUMENT_MODULE}${name}';`;
  });
  return { code: lines.join('\n'), documents };
}

export function splitGeneratedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'certify-split-generated-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? id : null),
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      const ast = documents.get(name);
      if (ast === undefined) throw new Error(`no generated document ${name}`);
      return `export const ${name} = ${ast};`;
    },
    transform(code, id) {
      if (!GENERATED_DOCUMENTS.test(id)) return null;
      const split = splitDocuments(code);
      for (const [name, ast] of split.documents) documents.set(name, ast);
      return { code: split.code, map: null };
    },
  };
}
