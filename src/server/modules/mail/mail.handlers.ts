import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from './outbox.ts';
import { passwordResetMail, verifyEmailMail } from './templates.ts';

/** What the handlers need to know: where links point and who mail is from. */
export interface MailSettings {
  publicUrl: string;
  from: string;
}

/**
 * The e-mail the app sends in reaction to events, written to the outbox in the event's own transaction
 * (docs/decisions/027-email-outbox.md).
 */
export function registerMailHandlers(events: EventBus, settings: MailSettings): void {
  const link = (path: string, token: string) =>
    `${settings.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  events.on('user.password_reset_requested', async ({ userId, username, email, token }, tx) => {
    await enqueueMail(tx, settings.from, {
      kind: 'password_reset',
      userId,
      to: email,
      ...passwordResetMail({ username, url: link('/reset-password', token) }),
    });
  });

  events.on('user.email_verification_requested', async ({ userId, username, email, token }, tx) => {
    await enqueueMail(tx, settings.from, {
      kind: 'verify_email',
      userId,
      to: email,
      ...verifyEmailMail({ username, url: link('/verify-email', token) }),
    });
  });
}
