/**
 * Blueprint icons as SVG, and only the icons the app names (issue 13 "A light web app"). Blueprint
 * draws an icon given by name (`icon="add"`) from paths its loader supplies, and shows the icon
 * font (TTF, ≈280 KiB) until they arrive; left alone it fetches the paths of all ≈700 icons. Here
 * the paths come from src/generated/iconPaths16.ts and iconPaths20.ts (`npm run icons -w web`),
 * which import just the icons quoted in the sources; the icon font's CSS is not loaded at all.
 */
import { type IconName, type IconPathsLoader, Icons, IconSize } from '@blueprintjs/icons';
import { ICON_PATHS_16 } from '../generated/iconPaths16';

/**
 * The paths of icon `name` at `size` px (16 or 20, as Blueprint asks): 16 px from the bundled
 * registry; 20 px (empty states, drawers, large tags) from its own chunk, fetched the first time
 * a large icon shows. An icon missing from the registry (a name the scan could not see, or
 * `npm run icons` not rerun) still shows: Blueprint's full set of that size is fetched for it.
 */
export const loadIconPaths: IconPathsLoader = async (name, size) => {
  const registry = size < IconSize.LARGE ? ICON_PATHS_16 : (await import('../generated/iconPaths20')).ICON_PATHS_20;
  const paths = registry[name];
  if (paths) return paths;
  console.warn(`[icons] '${name}' (${size} px) is not in src/generated: run \`npm run icons -w web\``);
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
};

/**
 * Makes `loadIconPaths` Blueprint's icon loader and loads every 16 px icon of the registry, so
 * icons draw as SVG on the first render (no empty box, no font). Resolves without a network
 * request: call it before rendering the app.
 */
export async function setUpIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  await Icons.load(Object.keys(ICON_PATHS_16) as IconName[], IconSize.STANDARD);
}
