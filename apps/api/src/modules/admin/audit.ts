import type { AuditEntry, AuditQuery, PagedMeta } from '@app/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEntries, users } from '../../db/schema';
import { offsetOf, pageMeta } from '../../lib/paging';

/** A transaction or the database: an audit entry is written with the change it records. */
type Writer = Pick<Db, 'insert'>;

export interface AuditRecord {
  /** The operator; null for the command line and ADMIN_EMAILS at start. */
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | string;
  /** The changed fields only, before and after; null where there was nothing. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes one audit entry. Call it inside the transaction that makes the change, so
 * that the change and its entry are written together or not at all.
 */
export async function recordAudit(writer: Writer, record: AuditRecord): Promise<void> {
  await writer.insert(auditEntries).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
}

/** The fields of `after` whose value differs in `before`, as the pair an entry stores. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return Object.keys(is).length > 0 ? { before: was, after: is } : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit log, newest first, narrowed as the query asks. */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ data: AuditEntry[]; meta: PagedMeta }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEntries.action, query.action));
  if (query.target_type) conditions.push(eq(auditEntries.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(auditEntries.targetId, query.target_id));
  if (query.actor_id) conditions.push(eq(auditEntries.actorId, query.actor_id));
  if (query.from) conditions.push(gte(auditEntries.createdAt, new Date(query.from)));
  if (query.to)
    conditions.push(lt(auditEntries.createdAt, new Date(Date.parse(query.to) + DAY_MS)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditEntries, actorName: users.name })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return {
    data: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actor: entry.actorId === null ? null : { id: entry.actorId, name: actorName },
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
