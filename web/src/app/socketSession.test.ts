import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveSession, type SessionProfile } from './session';
import { shouldRetrySocket, socketClosedListener } from './socketSession';

const profile = { username: 'A', email: 'a@certify.test', userid: '1', role: [3] } as SessionProfile;
const signIn = () => saveSession({ token: 'tok', success: 1, expiresAt: '2099-01-01T00:00:00Z' }, profile, false);

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the subscriptions’ socket follows the session', () => {
  it('a 4401 close ends the stored login and goes to the login page, once', () => {
    signIn();
    const onUnauthenticated = vi.fn();
    const closed = socketClosedListener(onUnauthenticated);
    closed({ code: 4401, reason: 'Unauthorized' });
    expect(getToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    closed({ code: 4401, reason: 'Unauthorized' }); // already signed out: nothing more
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('other closes keep the login (the client reconnects)', () => {
    signIn();
    const onUnauthenticated = vi.fn();
    const closed = socketClosedListener(onUnauthenticated);
    for (const code of [1000, 1001, 1006, 1013, 4500]) closed({ code, reason: '' });
    closed(new Error('network'));
    expect(getToken()).toBe('tok');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a 4401 close is never retried; the others are', () => {
    expect(shouldRetrySocket({ code: 4401 })).toBe(false);
    for (const code of [1000, 1001, 1006, 1013]) expect(shouldRetrySocket({ code })).toBe(true);
    expect(shouldRetrySocket(new Error('network'))).toBe(true);
  });
});
