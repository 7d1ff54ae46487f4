/**
 * `npm run schema:check` (part of `npm test`; docs/integrators.md): compares the GraphQL
 * schema of this tree (schema/*.graphql) with the last released one (schema/released.graphql) using
 * `@graphql-inspector/core`, prints every change with its criticality, and fails when a BREAKING
 * change is not listed in schema/CHANGELOG.md under "## [Unreleased]" → "### Breaking" by the
 * change's path in backticks at the start of a list item (`` - `Query.certificate.id`: why ``).
 * CONTRIBUTING.md "Change the schema".
 *
 * `npm run schema:check -- --write-released` prints this tree's schema into schema/released.graphql
 * (cutting a release: CONTRIBUTING.md "Release the schema"); `--source <dir>` reads the .graphql
 * files of another folder instead (e.g. the files of a released commit).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildASTSchema, concatAST, type GraphQLSchema, lexicographicSortSchema, parse, printSchema } from 'graphql';

const root = path.resolve(__dirname, '..');
const SCHEMA_DIR = path.join(root, 'schema');
/** The last released schema; never part of the served schema (gateway/src/schema.ts skips it). */
const RELEASED = path.join(SCHEMA_DIR, 'released.graphql');
const CHANGELOG = path.join(SCHEMA_DIR, 'CHANGELOG.md');

/** The schema of the .graphql files of `dir` (the released copy excluded), as the gateway builds it. */
function loadSchema(dir: string): GraphQLSchema {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql') && f !== path.basename(RELEASED))
    .sort();
  if (files.length === 0) throw new Error(`no .graphql files in ${dir}`);
  return buildASTSchema(concatAST(files.map((f) => parse(readFileSync(path.join(dir, f), 'utf8')))));
}

/** What schema/released.graphql holds: a header comment, then the SDL with its types in alphabetical order. */
function releasedSdl(schema: GraphQLSchema): string {
  const header = [
    '# The GraphQL schema as last released: the baseline of `npm run schema:check` (scripts/schemaCheck.ts).',
    '# Written by `npm run schema:check -- --write-released` when a release is cut (CONTRIBUTING.md',
    '# "Release the schema"); never edited by hand, never loaded by the gateway.',
  ];
  return `${header.join('\n')}\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

/**
 * The change paths listed under "## [Unreleased]" → "### Breaking" of the changelog (up to the next
 * `###` or `##` heading): the backticked path that starts each list item, `` - `Query.a.b`: why ``.
 */
export function acceptedBreakingPaths(changelog: string): Set<string> {
  const unreleased = /^## \[?Unreleased\]?[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/im.exec(changelog)?.[1] ?? '';
  const breaking = /^### Breaking[^\n]*\n([\s\S]*?)(?=^#{2,3} |(?![\s\S]))/im.exec(unreleased)?.[1] ?? '';
  return new Set([...breaking.matchAll(/^\s*[-*]\s+`([^`\n]+)`/gm)].map((m) => m[1]!.trim()));
}

const LEVELS = [CriticalityLevel.Breaking, CriticalityLevel.Dangerous, CriticalityLevel.NonBreaking] as const;

/** One printed line of a change: its path, message and, for a breaking or dangerous one, why. */
function describeChange(change: Change): string {
  const why = change.criticality.reason ? `\n      ${change.criticality.reason}` : '';
  return `  ${change.path ? `\`${change.path}\`: ` : ''}${change.message}${change.criticality.level === CriticalityLevel.NonBreaking ? '' : why}`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const sourceIndex = args.indexOf('--source');
  const source = sourceIndex >= 0 ? path.resolve(args[sourceIndex + 1] ?? '') : SCHEMA_DIR;
  const current = loadSchema(source);

  if (args.includes('--write-released')) {
    writeFileSync(RELEASED, releasedSdl(current));
    console.log(`schema:check: wrote ${path.relative(root, RELEASED)} from ${path.relative(root, source) || '.'}`);
    return 0;
  }

  const released = buildASTSchema(parse(readFileSync(RELEASED, 'utf8')));
  const changes = await diff(released, current);
  const accepted = acceptedBreakingPaths(readFileSync(CHANGELOG, 'utf8'));

  console.log(`schema:check: ${changes.length} change(s) since schema/released.graphql`);
  for (const level of LEVELS) {
    const ofLevel = changes.filter((c) => c.criticality.level === level);
    if (ofLevel.length === 0) continue;
    console.log(`\n${level} (${ofLevel.length})`);
    for (const change of ofLevel) console.log(describeChange(change));
  }

  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const unlisted = breaking.filter((c) => !c.path || !accepted.has(c.path));
  const stale = [...accepted].filter((p) => !breaking.some((c) => c.path === p));
  if (stale.length > 0) {
    console.log(`\nListed as breaking in schema/CHANGELOG.md but not a breaking change now: ${stale.join(', ')}`);
  }
  if (unlisted.length > 0) {
    console.error(
      `\nschema:check: ${unlisted.length} breaking change(s) not listed in schema/CHANGELOG.md ` +
        '("## [Unreleased]" → "### Breaking", by path in backticks):',
    );
    for (const change of unlisted) console.error(describeChange(change));
    console.error(
      '\nKeep the old field or argument (deprecate it with @deprecated(reason:)), or list the change ' +
        'for integrators: CONTRIBUTING.md "Change the schema".',
    );
    return 1;
  }
  console.log(`\nschema:check: ok (${breaking.length} breaking change(s), all listed in the changelog)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
