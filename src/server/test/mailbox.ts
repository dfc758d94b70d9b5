import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.ts';
import {
  type DeliveryResult,
  deliverDueMail,
  type MailTransport,
  smtpTransport,
} from '../modules/mail/index.ts';

/** A message the test mail server accepted, parsed. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface Mailbox {
  url: string;
  /** The From address of this mailbox's app: its domain names the Message-IDs this mailbox delivers. */
  from: string;
  /** Pass to buildTestApp, so the app's mail is this mailbox's to deliver. */
  env: { MAIL_FROM: string };
  received: ReceivedMail[];
  /** Refuse every message with a 451 (temporarily) or 550 (for good) until set back to false. */
  reject: false | 451 | 550;
  transport: MailTransport;
  /** Runs the mail worker once against this server (what the app's interval does every few seconds). */
  deliver(db: Database, now?: () => Date): Promise<DeliveryResult>;
  /** Messages received for one address (test files share a database, so each looks only at its own users). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port, in this process, keeping what it receives. Start it before the app and
 * build the app with `mailbox.env`.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const mailbox = { reject: false } as Mailbox;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (mailbox.reject) {
        const code = mailbox.reject;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: code })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const address = (list: ParsedMail['to'] | ParsedMail['from']) =>
            (Array.isArray(list) ? list[0] : list)?.value[0]?.address ?? '';
          received.push({
            to: address(parsed.to),
            from: address(parsed.from),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  // A domain of its own: test files share one database on PostgreSQL, and each delivers only its own mail.
  const domain = `mail-${randomBytes(4).toString('hex')}.test`;
  const from = `PassItOn <no-reply@${domain}>`;
  const transport = smtpTransport(url, from);
  return Object.assign(mailbox, {
    url,
    from,
    env: { MAIL_FROM: from },
    received,
    transport,
    // By default a second ahead of the clock: a row written this very millisecond is due at a time with
    // microseconds (the database's now()), later than Date.now() truncated to the millisecond.
    deliver: (db: Database, now: () => Date = () => new Date(Date.now() + 1000)) =>
      deliverDueMail(db, transport, { now, fromDomain: domain }),
    to: (address: string) => received.filter((mail) => mail.to.toLowerCase() === address.toLowerCase()),
    close: async () => {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The link with a token a message carries (its plain-text part). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=\\S+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
