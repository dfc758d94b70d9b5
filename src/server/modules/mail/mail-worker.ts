import type { FastifyInstance } from 'fastify';
import { deliverDueMail, pruneSentMail } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/** Often enough that a reset link arrives while the student still has the page open. */
export const MAIL_WORKER_INTERVAL_MS = 5_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The mail worker, every few seconds for as long as the app runs, in every app process (an unref'd interval,
 * cleared when the app closes): FOR UPDATE SKIP LOCKED keeps processes off each other's rows
 * (docs/decisions/027-email-outbox.md). One run at a time per process. Every hour, records of mail sent
 * more than 30 days ago are deleted.
 */
export function scheduleMailWorker(app: FastifyInstance, transport?: MailTransport): void {
  const mail = transport ?? createMailTransport(app.config.mail, app.log);
  if (!app.config.mail.smtpUrl && app.config.isProduction) {
    app.log.warn(
      'SMTP_URL is not set: e-mail is written to files under DATA_DIR/mail and nobody receives it',
    );
  }
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deliverDueMail(app.db, mail);
      if (result.failed > 0)
        app.log.warn(result, 'e-mail given up after the last attempt (mail_outbox.failed)');
      else if (result.sent + result.retrying > 0) app.log.info(result, 'mail worker run');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => app.log.warn({ err: error }, 'the mail worker failed'));
  }, MAIL_WORKER_INTERVAL_MS).unref();
  const pruneTimer = setInterval(() => {
    pruneSentMail(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning sent mail failed'));
  }, PRUNE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(pruneTimer);
    mail.close();
  });
}
