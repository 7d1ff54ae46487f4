/**
 * Starting from the token alone (access-and-administration §3 Stored session): a stored login with
 * its details record but no profile record gets the profile from the `viewer` query, built by
 * profileFromViewer and stored beside the details, so both records exist before routes read them.
 */
import type { ApolloClient } from '@apollo/client';
import { ViewerDocument } from '../generated/graphql';
import { profileFromViewer } from './profileFromViewer';
import { getSessionDetails, getSessionProfile, saveProfile } from './session';

/**
 * Resolves once the profile is stored, at once when there is nothing to restore. A failed query
 * leaves the stored login as it is (an UNAUTHENTICATED answer has cleared it in the Apollo error link).
 */
export async function restoreProfile(client: ApolloClient): Promise<void> {
  if (!getSessionDetails() || getSessionProfile()) return;
  try {
    const { data } = await client.query({ query: ViewerDocument });
    if (data && getSessionDetails()) saveProfile(profileFromViewer(data.viewer));
  } catch (error) {
    console.warn('[session] could not restore the profile from the viewer', error);
  }
}
