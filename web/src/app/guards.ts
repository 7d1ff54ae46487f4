/** Route loaders for the access rule (access-and-administration §2). */
import { redirect } from 'react-router';
import { firstModuleUrl } from './modules';
import { getSessionDetails, getSessionProfile } from './session';

/** Protected pages: a stored login whose details carry success 1, else /user/login. */
export function requireLogin() {
  if (!getSessionDetails()) throw redirect('/user/login');
  return null;
}

/** The login page: a saved successful login goes straight to the dashboard. */
export function redirectIfLoggedIn() {
  if (getSessionDetails()) throw redirect('/dashboard');
  return null;
}

/** Bare area paths go to the first granted module URL of that area. */
export const redirectToFirstModule =
  (section: 'CERTIFICATES' | 'MASTER' | 'SETTINGS', fallback: string) => () => {
    throw redirect(firstModuleUrl(section, getSessionProfile(), fallback));
  };
