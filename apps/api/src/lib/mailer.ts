import net from 'node:net';
import type { Language } from '@app/i18n';
import type { MailBody } from './mail-layout';
import nodemailer from 'nodemailer';
// The full file name: Node's ES module loader does not resolve a folder to its index.js.
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailMessage {
  /** What kind of e-mail it is, e.g. `password-reset`. */
  kind: string;
  to: string;
  subject: string;
  /** What it says, laid out by lib/mail-layout.tsx as its HTML and its text part. */
  body: MailBody;
  /** The recipient's language, which the body is written in. */
  lang: Language;
  /** Where replies go (e.g. the visitor who used the contact form). */
  replyTo?: string;
}

/** A message as it goes out: both parts, with the Message-ID every attempt to send it carries. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
}

export interface MailSender {
  /** True when e-mail leaves the machine (SMTP_URL set); false: it is only composed. */
  readonly delivers: boolean;
  /** Sends one message; rejects when the server refuses it, or at once when `signal` aborts. */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
}

export interface SmtpTimeouts {
  /** To open the TCP connection. */
  connectionMs: number;
  /** From connecting to the server's greeting. */
  greetingMs: number;
  /** Of silence from the server at any later point. */
  socketMs: number;
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes for a silent server; a stuck server
 * would hold a task that long. These bound one attempt to well under a minute.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

interface MailSenderOptions {
  smtpUrl?: string;
  from: string;
  timeouts?: SmtpTimeouts;
}

/** `<key@domain>` with the domain of the sender address, as RFC 5322 suggests. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'pifworld.org';
  return `<${key}@${domain}>`;
}

/**
 * Opens the TCP connection for one SMTP session ourselves, so that aborting the send can destroy
 * it: nodemailer has no way to cancel a send in flight. nodemailer still speaks SMTP on it,
 * including the TLS of smtps:// and STARTTLS.
 */
function connectionFactory(
  timeoutMs: number,
  signal?: AbortSignal,
): SMTPTransport.Options['getSocket'] {
  return (options, callback) => {
    const socket = net.connect({
      host: options.host ?? 'localhost',
      port: Number(options.port) || (options.secure ? 465 : 587),
    });
    const abort = () => socket.destroy(new Error('sending was aborted'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
    socket.once('close', () => signal?.removeEventListener('abort', abort));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('connection timeout')));
    socket.once('error', (err) => callback(err, null));
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      socket.setTimeout(0);
      callback(null, { connection: socket });
    });
  };
}

/**
 * E-mail through nodemailer: over SMTP when SMTP_URL is set; without it, nodemailer still
 * composes the message (jsonTransport) but nothing leaves the machine.
 */
export function createMailSender({
  smtpUrl,
  from,
  timeouts = SMTP_TIMEOUTS,
}: MailSenderOptions): MailSender {
  const compose = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
  if (!smtpUrl) {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return {
      delivers: false,
      async send(mail) {
        await transport.sendMail(compose(mail));
      },
    };
  }
  return {
    delivers: true,
    async send(mail, signal) {
      signal?.throwIfAborted();
      // One transport per message: its connection belongs to this send only.
      // Built from the class: createTransport({ url }) would drop every option besides the URL.
      const transport = nodemailer.createTransport(
        new SMTPTransport({
          url: smtpUrl,
          connectionTimeout: timeouts.connectionMs,
          greetingTimeout: timeouts.greetingMs,
          socketTimeout: timeouts.socketMs,
          getSocket: connectionFactory(timeouts.connectionMs, signal),
        }),
      );
      try {
        await transport.sendMail(compose(mail));
      } finally {
        transport.close();
      }
    },
  };
}
