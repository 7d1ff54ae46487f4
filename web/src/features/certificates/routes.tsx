/**
 * PLACEHOLDER written by web-shell so the router compiles; web-certificates overwrites this file
 * with the detail/preview/sign/request routes (paths relative to /certificates) and the
 * report preview page.
 */
import type { RouteObject } from 'react-router';

export const certificateDetailRoutes: RouteObject[] = [];

export function ReportPreviewPage() {
  return null;
}
