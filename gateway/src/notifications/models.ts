import type { RestNotification } from '../rest/types.js';

/** Parent object of `Notification` (codegen mapper): the REST notification as answered. */
export type NotificationModel = RestNotification;
