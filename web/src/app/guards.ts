/**
 * Route loaders for the access rule (access-and-administration §2). Loaders of protected routes
 * first restore a missing profile record (restoreProfile), so a stored token alone is a login.
 */
import type { ApolloClient } from '@apollo/client';
import { redirect } from 'react-router';
import { firstModuleUrl } from './modules';
import { restoreProfile } from './restoreProfile';
import { getSessionDetails, getSessionProfile } from './session';

/** Protected pages: a stored login whose details carry success 1, else /user/login. */
export const requireLogin = (client: ApolloClient) => async () => {
  await restoreProfile(client);
  if (!getSessionDetails()) throw redirect('/user/login');
  return null;
};

/** The login page: a saved successful login goes straight to the dashboard. */
export function redirectIfLoggedIn() {
  if (getSessionDetails()) throw redirect('/dashboard');
  return null;
}

/** Bare area paths go to the first granted module URL of that area. */
export const redirectToFirstModule =
  (client: ApolloClient, section: 'CERTIFICATES' | 'MASTER' | 'SETTINGS', fallback: string) => async () => {
    await restoreProfile(client);
    throw redirect(firstModuleUrl(section, getSessionProfile(), fallback));
  };
