import { renderHook, waitFor } from '@testing-library/react';
import { useFileObjectUrl } from './useFileObjectUrl';

describe('useFileObjectUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches a /files path with the stored token and answers an object URL, revoked when it changes', async () => {
    window.localStorage.setItem(
      'certify.authority.details',
      JSON.stringify({ token: 'tok-1', success: 1, expiresAt: '2099-01-01T00:00:00Z' }),
    );
    const fetchMock = vi.fn(async () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })));
    vi.stubGlobal('fetch', fetchMock);
    const create = vi.fn(() => 'blob:logo-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });

    const { result, rerender } = renderHook(({ path }) => useFileObjectUrl(path), {
      initialProps: { path: '/files/12' as string | null },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:logo-1'));
    expect(fetchMock).toHaveBeenCalledWith('/files/12', { headers: { authorization: 'Bearer tok-1' } });

    rerender({ path: null });
    expect(result.current).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:logo-1');
    window.localStorage.clear();
  });

  it('uses data: and other URLs as they are, and null for a failed fetch', async () => {
    const { result, rerender } = renderHook(({ path }) => useFileObjectUrl(path), {
      initialProps: { path: 'data:image/png;base64,AAAA' as string | null },
    });
    expect(result.current).toBe('data:image/png;base64,AAAA');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    rerender({ path: '/files/99' });
    await waitFor(() => expect(result.current).toBeNull());
  });
});
