import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  /** What kind of e-mail it is, e.g. `password-reset`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the visitor who used the contact form). */
  replyTo?: string;
}

export interface Mailer {
  /** Sends in the background (the caller's response does not wait); failures are logged. */
  queue(message: MailMessage): void;
  /** Sends now. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every queued e-mail has been handled. */
  idle(): Promise<void>;
}

interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}

/**
 * E-mail through nodemailer. With SMTP_URL it is delivered over SMTP; without, nodemailer still
 * composes it, and it is kept in the outbox table and written to the log, so that a development
 * or demo install shows every link it would have mailed. Either way the outbox records it.
 */
export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    let error: string | null = null;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, mail: message.kind, to: message.to }, 'e-mail could not be sent');
    }
    await db.insert(mailOutbox).values({
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      sentAt: smtpUrl && !error ? new Date() : null,
      error,
    });
    if (!smtpUrl) {
      log.info(
        { mail: message.kind, to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the outbox (SMTP_URL is not set)',
      );
    }
  }

  return {
    send,
    queue(message) {
      const job = send(message).catch((err: unknown) =>
        log.error({ err, mail: message.kind }, 'e-mail job failed'),
      );
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
