/**
 * What other domains may use of mail/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { createMailer, createMemoryMailer } from './mailer.js';
export type { Mailer, MailMessage } from './mailer.js';
export { MailOutbox, queueMail } from './outbox.js';
