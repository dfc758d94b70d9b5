/**
 * What other parts of the server may use of the mail module: its reactions to domain events, the worker
 * app.ts schedules, the outbox and transports (tests deliver with them), and the mail that does not get through
 * (the admin module shows it).
 */
export { listFailingMail, requeueMail } from './failing-mail.ts';
export { type MailSettings, registerMailHandlers } from './mail.handlers.ts';
export { MAIL_WORKER_INTERVAL_MS, scheduleMailWorker } from './mail-worker.ts';
export { type DeliveryResult, deliverDueMail, enqueueMail, type MailToSend } from './outbox.ts';
export { unsubscribeKeyFrom } from './preferences.ts';
export { createMailTransport, fileTransport, type MailTransport, smtpTransport } from './transport.ts';
