import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the worker hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<…@…>`: fixed when the message entered the outbox. */
  messageId: string;
  /** Extra headers (List-Unsubscribe for the messages one can turn off). */
  headers?: Record<string, string>;
}

/** Where the worker sends mail: an SMTP server, or a folder of .eml files on a laptop. */
export interface MailTransport {
  /** Resolves once the message is accepted; rejects when it was not (the worker tries again later). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Anything that logs like pino (the app's logger). */
interface Log {
  info(object: object, message: string): void;
}

/**
 * Sends over SMTP with nodemailer (docs/decisions/027-email-outbox.md). Timeouts keep one slow server from
 * holding a message long: a message the worker took is sent or given back well within the time after which a
 * row left "sending" counts as interrupted.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A loopback or private relay may use a certificate of its own; ?tls=insecure says so by name.
    tls: url.searchParams.get('tls') === 'insecure' ? { rejectUnauthorized: false } : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Every http(s) link in a text: what the console shows for a message written to a file. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}

/**
 * Without SMTP_URL (a laptop): each message becomes an .eml file under `folder` (any mail program opens it) and
 * its links are logged, so a reset or verification link can be followed with no mail server at all.
 */
export function fileTransport(folder: string, from: string, log: Log): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace('@', '_').replace(/[^A-Za-z0-9._-]/g, '')}.eml`;
      const file = path.join(folder, name);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, file, links: linksIn(mail.text) },
        `e-mail written to ${file} (no SMTP_URL)`,
      );
    },
    close: () => composer.close(),
  };
}

/** The transport the configuration asks for. */
export function createMailTransport(
  mail: { smtpUrl?: string; from: string; fileDir: string },
  log: Log,
): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : fileTransport(mail.fileDir, mail.from, log);
}
