/**
 * The stored login (spec: access-and-administration §3 Stored session): a details record
 * (token, success) and a profile record, under two keys, in localStorage when "Keep me signed in"
 * is ticked, else sessionStorage.
 */
export const DETAILS_KEY = 'certify.authority.details';
export const PROFILE_KEY = 'certify.authority.profile';

export interface SessionDetails {
  token: string;
  success: 1;
  expiresAt: string;
}

/** What the header and routes need before the viewer query answers. */
export interface SessionProfile {
  username: string;
  email: string;
  userid: string;
  role: number[];
  certificates: Array<{ module_name: string; module_url: string; key: string }>;
  master: Array<{ module_name: string; module_url: string; key: string }>;
  settings: Array<{ module_name: string; module_url: string; key: string }>;
  permissions: string[];
  password: boolean;
  productLogo: string | null;
  clientLogo: string | null;
}

const stores = (): Storage[] => [window.localStorage, window.sessionStorage];

function read<T>(key: string): T | null {
  for (const store of stores()) {
    const raw = store.getItem(key);
    if (raw) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        store.removeItem(key);
      }
    }
  }
  return null;
}

/** The stored details record, or null when there is no successful login stored. */
export function getSessionDetails(): SessionDetails | null {
  const details = read<SessionDetails>(DETAILS_KEY);
  return details && details.success === 1 && details.token ? details : null;
}

export const getSessionProfile = (): SessionProfile | null => read<SessionProfile>(PROFILE_KEY);

/** The bearer token of the stored login, or null. */
export const getToken = (): string | null => getSessionDetails()?.token ?? null;

/** Stores a successful login; `keep` → localStorage, else sessionStorage. */
export function saveSession(details: SessionDetails, profile: SessionProfile, keep: boolean): void {
  clearSession();
  const store = keep ? window.localStorage : window.sessionStorage;
  store.setItem(DETAILS_KEY, JSON.stringify(details));
  store.setItem(PROFILE_KEY, JSON.stringify(profile));
}

/**
 * Stores the profile record beside the stored details record (the same store), for a login stored
 * without its profile (see restoreProfile); does nothing when no details record is stored.
 */
export function saveProfile(profile: SessionProfile): void {
  const store = stores().find((s) => s.getItem(DETAILS_KEY));
  store?.setItem(PROFILE_KEY, JSON.stringify(profile));
}

/** Logout: clears both stores entirely (spec: "Logout clears all stored state"). */
export function clearSession(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
