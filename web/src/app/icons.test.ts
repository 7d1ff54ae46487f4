import { readFileSync } from 'node:fs';
import { Button, NonIdealState } from '@blueprintjs/core';
import { getIconPaths, type IconName, IconSize } from '@blueprintjs/icons';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { iconPathsFile, iconPathsModule, usedIconNames } from '../../scripts/iconPaths';
import { ICON_PATHS_16 } from '../generated/iconPaths16';
import { loadIconPaths, setUpIcons } from './icons';

describe('icons as SVG, only those the app names (issue 13 "A light web app")', () => {
  it('bundles the paths of every icon quoted in the sources: src/generated is fresh (`npm run icons -w web`)', () => {
    const names = usedIconNames();
    // the names every screen shows, so a broken scan cannot pass with an empty registry
    expect(names).toEqual(expect.arrayContaining(['add', 'search', 'tick-circle', 'double-caret-vertical', 'log-out']));
    for (const size of [16, 20] as const) {
      expect(readFileSync(iconPathsFile(size), 'utf8'), `src/generated/iconPaths${size}.ts`).toBe(
        iconPathsModule(size, names),
      );
    }
    expect(Object.keys(ICON_PATHS_16)).toEqual(names);
  });

  it('finds an icon however the sources quote it', () => {
    const names = usedIconNames(`${__dirname}/../features/certificates`);
    // icon="…", ternaries in JSX, and a typed table of actions ({ icon: 'repeat' })
    expect(names).toEqual(expect.arrayContaining(['draw', 'tick-circle', 'disable', 'time', 'repeat']));
  });

  it('answers Blueprint’s own paths at 16 and 20 px', async () => {
    for (const name of ['add', 'warning-sign', 'chevron-down'] as IconName[]) {
      for (const size of [IconSize.STANDARD, IconSize.LARGE]) {
        expect(await loadIconPaths(name, size)).toEqual(getIconPaths(name, size));
      }
    }
  });

  it('still draws an icon missing from the registry, from Blueprint’s full set, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(ICON_PATHS_16.airplane).toBeUndefined();
      expect(await loadIconPaths('airplane', IconSize.STANDARD)).toEqual(getIconPaths('airplane', IconSize.STANDARD));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'airplane'"));
    } finally {
      warn.mockRestore();
    }
  });

  it('draws named icons as SVG on the first render, never as an icon-font glyph', async () => {
    await setUpIcons();
    const { container } = render(createElement(Button, { icon: 'add', text: 'Add' }));
    expect(container.querySelector('svg[data-icon="add"] path')).not.toBeNull();
    // the font fallback is a span with the icon class and no svg
    expect(container.querySelector('.bp6-icon-standard:not(:has(svg))')).toBeNull();
  });

  it('draws a large icon (an empty state) as SVG once its 20 px paths arrive', async () => {
    await setUpIcons();
    const { container } = render(createElement(NonIdealState, { icon: 'search', title: 'Nothing found' }));
    await waitFor(() => expect(container.querySelector('svg[data-icon="search"] path')).not.toBeNull());
    expect(container.querySelector('svg[data-icon="search"]')?.getAttribute('viewBox')).toBe('0 0 20 20');
  });
});
