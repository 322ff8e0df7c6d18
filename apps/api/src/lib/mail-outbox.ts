import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { retryWithBackoff } from '../queue/backoff';
import { describeError } from '../queue/queue';
import { enqueueTask, type TaskKind } from '../queue/tasks';
import { secretIssued } from './issued-secrets';
import { renderMail } from './mail-layout';
import { messageIdFor, type MailMessage, type MailSender } from './mailer';

const HOUR = 60 * 60_000;

/** SMTP trouble is retried for a day: 30 s, 1 min, 2 min, ... then hourly (ADR 011). */
export const MAIL_RETRY = { baseMs: 30_000, capMs: HOUR, windowMs: 24 * HOUR };

/**
 * Writes an e-mail to the outbox with the task that delivers it. `db` is the transaction of what
 * causes the e-mail (a reset token, a paid donation, a contact message): the e-mail exists if and
 * only if that was committed, whatever happens to the process afterwards.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  secretIssued('e-mail address', message.to);
  if (message.replyTo) secretIssued('e-mail address', message.replyTo);
  const { html, text } = await renderMail(message.lang, message.subject, message.body);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text,
      html,
    })
    .returning({ id: mailOutbox.id });
  await enqueueTask(db, { kind: 'mail', payload: { outboxId: row!.id } });
}

/**
 * The `mail` task: sends one outbox row, once. The row is marked sent by a conditional update;
 * a row that is no longer queued (sent by an earlier run that crashed before the task was marked
 * done, or deleted with its account) is not sent again.
 */
export function mailTask({
  db,
  sender,
  from,
  log,
}: {
  db: Db;
  sender: MailSender;
  from: string;
  log: FastifyBaseLogger;
}): TaskKind {
  const queued = (id: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued'));
  return {
    async run(task, signal) {
      const outboxId = Number(task.payload.outboxId);
      const [mail] = await db.select().from(mailOutbox).where(queued(outboxId));
      if (!mail) return;
      try {
        await sender.send(
          {
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            messageId: messageIdFor(mail.messageKey, from),
          },
          signal,
        );
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({ error: describeError(err) })
          .where(queued(mail.id));
        throw err;
      }
      const [marked] = await db
        .update(mailOutbox)
        .set(
          sender.delivers
            ? { status: 'sent', sentAt: new Date(), error: null }
            : { status: 'kept', error: null },
        )
        .where(queued(mail.id))
        .returning({ id: mailOutbox.id });
      // What the log says of an e-mail, in any mode: its kind, its outbox id and its status.
      // Never its address, subject or text: a reset link read from a log resets a password.
      if (!marked) {
        log.warn({ outbox: mail.id, mail: mail.kind }, 'e-mail was no longer queued after sending');
      } else if (sender.delivers) {
        log.info({ outbox: mail.id, mail: mail.kind, status: 'sent' }, 'e-mail sent');
      } else {
        log.info(
          { outbox: mail.id, mail: mail.kind, status: 'kept' },
          'e-mail kept in the outbox (SMTP_URL is not set)',
        );
      }
    },
    retryAt: retryWithBackoff(MAIL_RETRY),
    logContext: (task) => ({ outbox: task.payload.outboxId }),
    async onGiveUp(task) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed' })
        .where(queued(Number(task.payload.outboxId)));
    },
  };
}
