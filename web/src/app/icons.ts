/**
 * Blueprint icons as SVG, and only the icons the app names (docs/architecture.md "A light web app"). Blueprint
 * draws an icon given by name (`icon="add"`) from paths its loader supplies, and shows the icon
 * font (TTF, ≈280 KiB) until they arrive; left alone it fetches the paths of all ≈700 icons. Here
 * the paths come from the registries of src/generated (`npm run icons -w web`), which import just
 * the icons quoted in the sources; the icon font's CSS is not loaded at all:
 * - publicIconPaths16.ts: the pages outside the signed-in frame (login…), bundled with the entry;
 * - iconPaths16.ts: every other icon, loaded with the signed-in frame (`loadSignedInIcons`);
 * - iconPaths20.ts: 20 px icons (empty states, drawers), fetched when one first shows.
 */
import { type IconName, type IconPathsLoader, Icons, IconSize } from '@blueprintjs/icons';
import { PUBLIC_ICON_PATHS_16 } from '../generated/publicIconPaths16';
import { importSignedInIcons16 } from './routeModules';

const signedInIcons16 = () => importSignedInIcons16().then((m) => m.ICON_PATHS_16);
const icons20 = () => import('../generated/iconPaths20').then((m) => m.ICON_PATHS_20);

/**
 * The paths of icon `name` at `size` px (16 or 20, as Blueprint asks), from the registries. An
 * icon missing from them (a name the scan could not see, or `npm run icons` not rerun) still
 * shows: Blueprint's full set of that size is fetched for it.
 */
export const loadIconPaths: IconPathsLoader = async (name, size) => {
  const paths =
    size < IconSize.LARGE ? (PUBLIC_ICON_PATHS_16[name] ?? (await signedInIcons16())[name]) : (await icons20())[name];
  if (paths) return paths;
  console.warn(`[icons] '${name}' (${size} px) is not in src/generated: run \`npm run icons -w web\``);
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
};

/**
 * Makes `loadIconPaths` Blueprint's icon loader and loads the public pages' 16 px icons, so they
 * draw as SVG on the first render (no empty box, no font). Resolves without a network request:
 * call it before rendering the app.
 */
export async function setUpIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  await Icons.load(Object.keys(PUBLIC_ICON_PATHS_16) as IconName[], IconSize.STANDARD);
}

/**
 * Loads every other 16 px icon (one chunk), so the signed-in screens draw theirs on the first
 * render: the signed-in frame's route waits for it beside its own code (app/router.tsx).
 */
export async function loadSignedInIcons(): Promise<void> {
  await Icons.load(Object.keys(await signedInIcons16()) as IconName[], IconSize.STANDARD);
}
