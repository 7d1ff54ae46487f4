import { DETAILS_KEY } from './session';

const started: string[] = [];
vi.mock('./routeModules', () => ({
  importAppLayout: () => Promise.resolve(started.push('frame')),
  importSignedInIcons16: () => Promise.resolve(started.push('icons')),
  importCertificateListPage: () => Promise.resolve(started.push('list page')),
}));

const { startRouteModules } = await import('./startRouteModules');

const signIn = () =>
  localStorage.setItem(DETAILS_KEY, JSON.stringify({ token: 't', success: 1, expiresAt: '2099-01-01T00:00:00Z' }));

describe('startRouteModules (docs/architecture.md "Queries that scale": a cold visit of a list fetches its code while the app starts)', () => {
  beforeEach(() => {
    localStorage.clear();
    started.length = 0;
  });

  it('starts the frame, its icons and the list page for a signed-in visit of a list', async () => {
    signIn();
    await Promise.all(startRouteModules('/certificates/requested-list'));
    expect(started).toEqual(['frame', 'icons', 'list page']);
  });

  it('starts nothing without a stored login, or outside the seven lists', () => {
    expect(startRouteModules('/certificates/requested-list')).toEqual([]);
    signIn();
    expect(startRouteModules('/certificates/requested-list/12')).toEqual([]);
    expect(startRouteModules('/certificates/no-such-list')).toEqual([]);
    expect(startRouteModules('/dashboard')).toEqual([]);
    expect(started).toEqual([]);
  });
});
