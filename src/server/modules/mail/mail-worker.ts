import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { deliverDueMail, pruneSentMail } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/** Often enough that a reset link arrives while the student still has the page open. */
export const MAIL_WORKER_INTERVAL_MS = 5_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The mail worker, every few seconds, on one app process at a time (lib/periodic-job.ts); FOR UPDATE SKIP
 * LOCKED also keeps it off the rows a request is sending (docs/decisions/027-email-outbox.md). Every hour,
 * records of mail sent more than 30 days ago are deleted.
 */
export function scheduleMailWorker(app: FastifyInstance, transport?: MailTransport): void {
  const mail = transport ?? createMailTransport(app.config.mail, app.log);
  if (!app.config.mail.smtpUrl && app.config.isProduction) {
    app.log.warn(
      'SMTP_URL is not set: e-mail is written to files under DATA_DIR/mail and nobody receives it',
    );
  }
  schedulePeriodicJob(app, {
    name: 'mail',
    everyMs: MAIL_WORKER_INTERVAL_MS,
    failed: 'the mail worker failed',
    run: async () => {
      const result = await deliverDueMail(app.db, mail);
      if (result.failed > 0)
        app.log.warn(result, 'e-mail given up after the last attempt (mail_outbox.failed)');
      else if (result.sent + result.retrying > 0) app.log.info(result, 'mail worker run');
    },
  });
  schedulePeriodicJob(app, {
    name: 'mail-prune',
    everyMs: PRUNE_INTERVAL_MS,
    failed: 'pruning sent mail failed',
    run: async () => void (await pruneSentMail(app.db)),
  });
  app.addHook('onClose', async () => mail.close());
}
