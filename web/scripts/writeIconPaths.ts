/**
 * `npm run icons -w web` (issue 13 "A light web app"): writes web/src/generated/iconPaths16.ts and
 * iconPaths20.ts, the SVG paths (16 px and 20 px) of every icon the app names (./iconPaths.ts),
 * imported one by one from @blueprintjs/icons so the bundle carries only those. Run it after
 * naming a new icon; web/src/app/icons.test.ts fails while the files are stale.
 */
import { writeFileSync } from 'node:fs';
import { iconPathsFile, iconPathsModule, usedIconNames } from './iconPaths';

const names = usedIconNames();
for (const size of [16, 20] as const) writeFileSync(iconPathsFile(size), iconPathsModule(size, names));
console.log(`icons: ${names.length} icons written to src/generated/iconPaths16.ts and iconPaths20.ts`);
