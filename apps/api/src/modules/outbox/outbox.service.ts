import { OUTBOX_DAYS, OUTBOX_LIMIT, type OutboxMail } from '@app/contract';
import { isLanguage } from '@app/i18n';
import { and, desc, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const DAY = 24 * 60 * 60_000;

/**
 * Whether the platform has an outbox page: only a test platform (PAYMENTS_MODE=test) whose
 * e-mails stay on the server (no SMTP_URL). Where e-mail goes out, it is read in the inbox it
 * went to; a page that shows anyone's reset links by address has no place beside real accounts.
 */
export function hasOutbox(config: Pick<Config, 'PAYMENTS_MODE' | 'SMTP_URL'>): boolean {
  return config.PAYMENTS_MODE === 'test' && !config.SMTP_URL;
}

/** Links in running text; a sentence's last full stop or bracket is not part of one. */
const LINK = /https?:\/\/[^\s<>"]+/g;

/** Where an e-mail's footer starts (lib/mail-layout.tsx): its links are the platform's own. */
const SIGNATURE = '\n-- \n';

export function linksIn(text: string): string[] {
  const signature = text.indexOf(SIGNATURE);
  const message = signature === -1 ? text : text.slice(0, signature);
  const links = (message.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(links)];
}

/**
 * Every e-mail's HTML part says its language in `<html lang>` (lib/mail-layout.tsx writes it):
 * the outbox reads it there rather than keeping it twice.
 */
function languageOf(html: string | null): OutboxMail['lang'] {
  const lang = /<html[^>]*\slang="([a-z]{2})"/i.exec(html ?? '')?.[1];
  return lang && isLanguage(lang) ? lang : 'en';
}

/** The e-mails written to `to` in the last OUTBOX_DAYS days, newest first. */
export async function outboxMails(db: Db, to: string, now = new Date()): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      and(
        // The expression of mail_outbox_to_idx.
        sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`,
        gt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_DAYS * DAY)),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
    lang: languageOf(row.html),
    text: row.text,
    links: linksIn(row.text),
  }));
}
