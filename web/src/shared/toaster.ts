/**
 * App-wide toasts (spec: certificate-workflow §8 error catalogue). One Blueprint toaster,
 * created on first use at the top of the page. Blueprint's toaster (overlays, transitions) is
 * fetched then, not with the screen: the login page shows none until a login fails (docs/architecture.md "Queries that scale"
 * "A light web app").
 */
import { Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;
const getToaster = () => (toaster ??= import('./overlayToaster').then(({ createToaster }) => createToaster()));

/** Shows an error toast; `timeout` in ms (default 4000; the login toast uses 1000). */
export async function showError(message: string, timeout = 4000): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.DANGER, icon: 'error', timeout });
}

/** Shows a success toast. */
export async function showSuccess(message: string, timeout = 3000): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.SUCCESS, icon: 'tick-circle', timeout });
}

/** Shows a neutral information toast (e.g. a live notification). */
export async function showInfo(message: string, timeout = 4000): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.PRIMARY, icon: 'notifications', timeout });
}

/**
 * Dismisses every toast shown; answers whether the toaster existed (its exit transitions then
 * run for a few hundred ms). The component tests clear it after each file, before their page goes.
 */
export async function clearToasts(): Promise<boolean> {
  if (!toaster) return false;
  (await toaster).clear();
  return true;
}
