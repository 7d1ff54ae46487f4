/**
 * `npm run icons -w web` (docs/architecture.md "A light web app"): writes the icon registries of
 * web/src/generated (publicIconPaths16.ts, iconPaths16.ts, iconPaths20.ts; ./iconPaths.ts says
 * what each holds), the SVG paths of every icon the app names, imported one by one from
 * @blueprintjs/icons so the bundle carries only those. Run it after naming a new icon:
 * web/src/app/icons.test.ts fails while they are stale.
 */
import { writeFileSync } from 'node:fs';
import { iconRegistries, iconRegistryFile, iconRegistryModule } from './iconPaths';

for (const registry of iconRegistries()) {
  writeFileSync(iconRegistryFile(registry), iconRegistryModule(registry));
  console.log(`icons: ${registry.names.length} icons in src/generated/${registry.file}`);
}
