/**
 * Answer schemas of the notification routes and live events. Each notification names the list it
 * opens (`list`, `list_path`), so no client keeps a subject → list table.
 * spec: access-and-administration §2 "Notifications", §3 "Notification"; api/CONTRACT.md.
 */
import { z } from 'zod';
import { CERTIFICATE_LIST, codesOf, NOTIFICATION_SUBJECT_LIST } from '../codes.js';
import { credentialStatus, reprintStatus } from '../http/codeAnswers.js';
import { timestamp } from '../http/answers.js';

/** One notification. */
export const notification = z
  .object({
    id: z.int(),
    action_id: z.int().nullable().describe('The certificate it is about'),
    subject: z.enum(Object.keys(NOTIFICATION_SUBJECT_LIST) as [keyof typeof NOTIFICATION_SUBJECT_LIST]),
    message: z.string(),
    read_at: timestamp().nullable(),
    created_at: timestamp(),
    list: z.enum(codesOf(CERTIFICATE_LIST)).describe('The certificate list the notification opens'),
    list_path: z.string().describe('That list’s route in the staff app, e.g. /certificates/to-be-signed-list'),
  })
  .meta({ id: 'Notification' });
export type NotificationJson = z.infer<typeof notification>;

/** `/notifications`: the caller's latest notifications, newest first. */
export const notificationsAnswer = z.object({
  success: z.literal(1),
  notifications: z.array(notification),
  unread_notifications: z.int(),
});

/** The data of an `event: notification` frame of `GET /events`. */
export const notificationEvent = notification
  .extend({ unread_notifications: z.int().describe('The caller’s unread count after it') })
  .meta({ id: 'NotificationEvent' });

/** The data of an `event: certificate` frame of `GET /events`: any certificate's new state. */
export const certificateEvent = z
  .object({
    id: z.int(),
    credential_status: credentialStatus,
    reprint_status: reprintStatus,
    action: z.string().describe('The audit action, e.g. approved'),
  })
  .meta({ id: 'CertificateEvent' });

declare module '../events/apiEvent.js' {
  interface LiveEventBodies {
    /** A notification as `/notifications` answers it. */
    notification: NotificationJson;
  }
}
