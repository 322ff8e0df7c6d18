import type { AdminContactMessage, AdminContactMessagesQuery, PagedMeta } from '@app/contract';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { offsetOf, pageMeta, searchPattern } from '../../lib/paging';

/**
 * The console's Messages section: the contact form's messages, newest first, with
 * when an operator first opened each one and marked it answered.
 */

type Row = typeof contactMessages.$inferSelect;

const toMessage = (row: Row): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
});

export async function listContactMessages(
  db: Db,
  query: AdminContactMessagesQuery,
): Promise<{ data: AdminContactMessage[]; meta: PagedMeta }> {
  const conditions: SQL[] = [];
  if (query.filter === 'open') conditions.push(isNull(contactMessages.answeredAt));
  if (query.filter === 'answered') conditions.push(isNotNull(contactMessages.answeredAt));
  if (query.search) {
    const pattern = searchPattern(query.search);
    conditions.push(
      sql`(${contactMessages.name} ILIKE ${pattern} OR ${contactMessages.email} ILIKE ${pattern}
        OR ${contactMessages.subject} ILIKE ${pattern} OR ${contactMessages.message} ILIKE ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { data: rows.map(toMessage), meta: pageMeta(query, total?.n ?? 0) };
}

export async function findContactMessage(
  db: Db,
  id: number,
): Promise<AdminContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row && toMessage(row);
}

/** What an operator does to a message. */
export type MessageChange = 'read' | 'answered' | 'unanswered';

/**
 * Marks a message, in the caller's transaction (the row locked): read sets when it was first
 * opened, once; answered sets when it was answered (and read, if it was not); unanswered makes
 * it open again. The changed fields before and after, or null when nothing changed.
 */
export async function markContactMessage(
  tx: Db,
  id: number,
  change: MessageChange,
  at: Date,
): Promise<'missing' | { before: Partial<Row>; after: Partial<Row> } | null> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!row) return 'missing';
  const set: Partial<Pick<Row, 'readAt' | 'answeredAt'>> = {};
  if (change !== 'unanswered' && row.readAt === null) set.readAt = at;
  if (change === 'answered' && row.answeredAt === null) set.answeredAt = at;
  if (change === 'unanswered' && row.answeredAt !== null) set.answeredAt = null;
  if (Object.keys(set).length === 0) return null;
  await tx.update(contactMessages).set(set).where(eq(contactMessages.id, id));
  const before: Partial<Row> = {};
  for (const field of Object.keys(set) as (keyof typeof set)[]) before[field] = row[field];
  return { before, after: set };
}
