/**
 * Creates the app's one Blueprint toaster at the top of the page. A module of its own so that
 * ./toaster.ts can fetch Blueprint's toaster (overlays, transitions) with the first toast instead
 * of with every screen (docs/architecture.md "A light web app").
 */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

export const createToaster = (): Promise<Toaster> =>
  OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 }, { container: document.body });
