import type { RestSchema } from '../rest/contract.js';

/** Parent object of `Notification` (codegen mapper): the api's notification as answered. */
export type NotificationModel = RestSchema<'Notification'>;
