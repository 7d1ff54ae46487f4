import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Button, NonIdealState } from '@blueprintjs/core';
import { getIconPaths, type IconName, Icons, IconSize } from '@blueprintjs/icons';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { iconRegistries, iconRegistryFile, iconRegistryModule, usedIconNames } from '../../scripts/iconPaths';
import { ICON_PATHS_16 } from '../generated/iconPaths16';
import { PUBLIC_ICON_PATHS_16 } from '../generated/publicIconPaths16';
import { loadIconPaths, loadSignedInIcons, setUpIcons } from './icons';

describe('icons as SVG, only those the app names (docs/architecture.md "A light web app")', () => {
  it('bundles the paths of every icon quoted in the sources: src/generated is fresh (`npm run icons -w web`)', () => {
    const registries = iconRegistries();
    for (const registry of registries) {
      expect(readFileSync(iconRegistryFile(registry), 'utf8'), `src/generated/${registry.file}`).toBe(
        iconRegistryModule(registry),
      );
    }
    // the names every screen shows, so a broken scan cannot pass with an empty registry
    const all = usedIconNames();
    expect(all).toEqual(expect.arrayContaining(['add', 'search', 'tick-circle', 'double-caret-vertical', 'log-out']));
    // 16 px: the public pages' icons and every other one, each once; 20 px: all of them
    expect([...Object.keys(PUBLIC_ICON_PATHS_16), ...Object.keys(ICON_PATHS_16)].sort()).toEqual(all);
    expect(Object.keys(PUBLIC_ICON_PATHS_16)).toEqual(expect.arrayContaining(['envelope', 'lock', 'eye-open']));
    expect(Object.keys(PUBLIC_ICON_PATHS_16)).not.toContain('print');
  });

  it('finds an icon however the sources quote it', () => {
    const names = usedIconNames(path.join(__dirname, '..', 'features', 'certificates'));
    // icon="…", ternaries in JSX, and a typed table of actions ({ icon: 'repeat' })
    expect(names).toEqual(expect.arrayContaining(['draw', 'tick-circle', 'disable', 'time', 'repeat']));
  });

  it('answers Blueprint’s own paths at 16 and 20 px, from either registry', async () => {
    for (const name of ['lock', 'print', 'warning-sign', 'chevron-down'] as IconName[]) {
      for (const size of [IconSize.STANDARD, IconSize.LARGE]) {
        expect(await loadIconPaths(name, size)).toEqual(getIconPaths(name, size));
      }
    }
  });

  it('still draws an icon missing from the registries, from Blueprint’s full set, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(ICON_PATHS_16.airplane ?? PUBLIC_ICON_PATHS_16.airplane).toBeUndefined();
      expect(await loadIconPaths('airplane', IconSize.STANDARD)).toEqual(getIconPaths('airplane', IconSize.STANDARD));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'airplane'"));
    } finally {
      warn.mockRestore();
    }
    // importing Blueprint's whole icon set (thousands of modules) takes seconds on a loaded machine
  }, 30_000);

  it('draws the public pages’ icons as SVG on the first render, never as an icon-font glyph', async () => {
    await setUpIcons();
    const { container } = render(createElement(Button, { icon: 'lock', text: 'Password' }));
    expect(container.querySelector('svg[data-icon="lock"] path')).not.toBeNull();
    // the font fallback is a span with the icon class and no svg
    expect(container.querySelector('.bp6-icon-standard:not(:has(svg))')).toBeNull();
  });

  it('draws the signed-in screens’ icons on the first render once the frame has loaded them', async () => {
    await setUpIcons();
    await loadSignedInIcons();
    expect(Icons.getPaths('print', IconSize.STANDARD)).toEqual(getIconPaths('print', IconSize.STANDARD));
    const { container } = render(createElement(Button, { icon: 'print', text: 'Print' }));
    expect(container.querySelector('svg[data-icon="print"] path')).not.toBeNull();
  });

  it('draws a large icon (an empty state) as SVG once its 20 px paths arrive', async () => {
    await setUpIcons();
    const { container } = render(createElement(NonIdealState, { icon: 'search', title: 'Nothing found' }));
    await waitFor(() => expect(container.querySelector('svg[data-icon="search"] path')).not.toBeNull());
    expect(container.querySelector('svg[data-icon="search"]')?.getAttribute('viewBox')).toBe('0 0 20 20');
  });
});
