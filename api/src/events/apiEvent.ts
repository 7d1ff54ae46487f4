/**
 * The events of the live bus (`GET /events`, events/bus.ts) and who may see them: the shapes only,
 * so the bus and its audience rule (live/audience.ts) both read them without importing each
 * other. spec: api/CONTRACT.md "Notifications and live events"; DESIGN.md "Notifications and live
 * updates".
 */
import type { CredentialStatusCode, ReprintStatusCode } from '../codes.js';

/**
 * The JSON bodies live events carry, declared by the domains that own them (notifications/answers.ts
 * adds `notification`, printJobs/answers.ts `printJob`, by declaration merging), so this module
 * names no domain above it and the bodies keep their one home, the answer schemas.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the owning domains
export interface LiveEventBodies {}

/** Who may see a changed certificate (not sent to clients; `/events` filters with it). */
export interface CertificateAudience {
  requisitionerId: number;
  /** User ids of its assigned signees. */
  signeeIds: number[];
  /** Its state before the change; null for a new request. */
  before: { credential_status: CredentialStatusCode; reprint_status: ReprintStatusCode | null } | null;
}

export type ApiEvent =
  | { type: 'notification'; userId: number; notification: LiveEventBodies['notification']; unreadCount: number }
  | {
      type: 'certificate';
      id: number;
      credential_status: CredentialStatusCode;
      reprint_status: ReprintStatusCode | null;
      action: string;
      audience: CertificateAudience;
    }
  /** A print job changed (progress, done, failed): for the user who printed (docs/architecture.md "Bulk work off the request path"). */
  | { type: 'print-job'; userId: number; job: LiveEventBodies['printJob'] }
  /** Sessions were revoked (logout, deactivation, password change): their streams end. */
  | { type: 'session-revoked'; sessionId: number }
  | { type: 'session-revoked'; userId: number }
  /**
   * A session's or a user's principal changed without ending the session (names, password
   * security, the sign-password check), or, with `all`, anything may have: every api instance drops
   * the principals it keeps (auth/principalCache.ts). Never sent to streams. docs/architecture.md "A gateway that adds nothing".
   */
  | { type: 'principal-changed'; sessionId: number }
  | { type: 'principal-changed'; userId: number }
  | { type: 'principal-changed'; all: true };

export type EventListener = (event: ApiEvent) => void;
