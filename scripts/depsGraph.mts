/**
 * `npm run deps:graph`: draws the domains of api/src (one node per folder, an arrow per folder that
 * imports from another) into docs/architecture.md between its `deps:graph` markers, from the same
 * dependency-cruiser cruise as `npm run deps:check`. Domains are drawn in layers: a domain sits
 * above every domain it imports; domains that import each other (a circle between folders) share a
 * box, so a knot is visible. `--check` fails when the drawing in the page is not today's (npm test).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(root, 'docs/architecture.md');
const START = '<!-- deps:graph -->';
const END = '<!-- /deps:graph -->';
const SRC = 'api/src/';

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean }[] }[];
}

/**
 * The domain of a module under api/src: its folder, or for a file at the top (app.ts, codes.ts,
 * config.ts, …) the file itself; null for a module outside api/src.
 */
function domainOf(file: string): string | null {
  if (!file.startsWith(SRC)) return null;
  const rest = file.slice(SRC.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest.replace(/\.tsx?$/, '.ts') : `${rest.slice(0, slash)}/`;
}

const json = execFileSync('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', SRC], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const cruised = JSON.parse(json) as Cruised;

const edges = new Map<string, Set<string>>();
for (const m of cruised.modules) {
  const from = domainOf(m.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const d of m.dependencies) {
    const to = d.coreModule ? null : domainOf(d.resolved);
    if (to && to !== from) edges.get(from)?.add(to);
  }
}
for (const targets of [...edges.values()]) for (const t of targets) if (!edges.has(t)) edges.set(t, new Set());
const domains = [...edges.keys()].sort();

// Tarjan's strongly connected components: domains in one component import each other in a circle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const componentOf = new Map<string, number>();
const components: string[][] = [];
let counter = 0;
function visit(v: string): void {
  index.set(v, counter);
  low.set(v, counter);
  counter += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
  }
  if (low.get(v) === index.get(v)) {
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      componentOf.set(w, components.length);
      component.push(w);
    } while (w !== v);
    components.push(component.sort());
  }
}
for (const d of domains) if (!index.has(d)) visit(d);

// A component's layer: 0 when it imports nothing else, otherwise one above the highest it imports.
const layer = new Map<number, number>();
function layerOf(c: number): number {
  const known = layer.get(c);
  if (known !== undefined) return known;
  let highest = -1;
  for (const d of components[c] ?? [])
    for (const t of edges.get(d) ?? []) {
      const tc = componentOf.get(t) ?? c;
      if (tc !== c) highest = Math.max(highest, layerOf(tc));
    }
  layer.set(c, highest + 1);
  return highest + 1;
}
const layers: number[][] = [];
for (let c = 0; c < components.length; c += 1) {
  const l = layerOf(c);
  layers[l] = [...(layers[l] ?? []), c];
}

const id = (d: string) => d.replace(/[^A-Za-z0-9]/g, '_');
const lines = ['```mermaid', 'flowchart BT'];
for (let l = 0; l < layers.length; l += 1) {
  lines.push(`  subgraph layer${l}["layer ${l}"]`);
  for (const c of layers[l] ?? []) {
    const members = components[c] ?? [];
    if (members.length === 1) lines.push(`    ${id(members[0] ?? '')}["${members[0]}"]`);
    else {
      lines.push(`    subgraph knot${c}["${members.length} domains that import each other"]`);
      for (const d of members) lines.push(`      ${id(d)}["${d}"]`);
      lines.push('    end');
    }
  }
  lines.push('  end');
}
// Arrows between components only (inside a knot every domain reaches every other).
const drawn = new Set<string>();
for (const d of domains)
  for (const t of [...(edges.get(d) ?? [])].sort()) {
    const from = componentOf.get(d);
    const to = componentOf.get(t);
    if (from === to) continue;
    const key = `${id(d)} --> ${id(t)}`;
    if (!drawn.has(key)) {
      drawn.add(key);
      lines.push(`  ${key}`);
    }
  }
lines.push('```');
const knots = components.filter((c) => c.length > 1);
const summary =
  `${domains.length} domains in api/src, drawn by \`npm run deps:graph\` (dependency-cruiser), ` +
  `each above the domains it imports; ` +
  (knots.length === 0
    ? 'no two domains import each other.'
    : `${knots.map((k) => k.length).join(' and ')} of them import each other through some path (one box each): ` +
      'there is no circle between files (`npm run deps:check`), but these folders are not yet layers of their own.');
const drawing = `${START}\n${summary}\n\n${lines.join('\n')}\n${END}`;

const text = readFileSync(page, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/architecture.md needs the markers ${START} and ${END}`);
const next = text.slice(0, start) + drawing + text.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('docs/architecture.md: the domain drawing is stale; run `npm run deps:graph`.');
    process.exit(1);
  }
  console.log('docs/architecture.md: the domain drawing is fresh.');
} else {
  writeFileSync(page, next);
  console.log(`docs/architecture.md: ${domains.length} domains in ${layers.length} layers.`);
}
