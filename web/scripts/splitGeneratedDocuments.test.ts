import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitDocuments } from './splitGeneratedDocuments';

const generated = readFileSync(path.join(__dirname, '..', 'src', 'generated', 'graphql.ts'), 'utf8');
const exportedConstants = [...generated.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);

describe('each screen carries only its GraphQL documents (docs/architecture.md "A light web app")', () => {
  it('splits every document codegen writes into a module of its own, and nothing else', () => {
    const { code, documents } = splitDocuments(generated);
    // a change in codegen's output format would silently put every document back in the entry
    expect(exportedConstants.length).toBeGreaterThan(50);
    expect([...documents.keys()]).toEqual(exportedConstants);
    for (const name of exportedConstants) {
      expect(code).toContain(`export { ${name} } from '\0certify-document:${name}';`);
    }
    expect(code).not.toMatch(/"kind":"Document"/);
    // the types stay as they were
    expect(code).toContain('export type ViewerQuery = ');
  });

  it('keeps each document’s AST as codegen wrote it', () => {
    const { documents } = splitDocuments(generated);
    const viewer = JSON.parse(documents.get('ViewerDocument')!) as {
      kind: string;
      definitions: Array<{ kind: string; name?: { value: string } }>;
    };
    expect(viewer.kind).toBe('Document');
    expect(viewer.definitions.map((d) => [d.kind, d.name?.value])).toContainEqual(['OperationDefinition', 'Viewer']);
  });
});
