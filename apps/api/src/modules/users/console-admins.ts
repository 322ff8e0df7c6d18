import { adminErrorCodes } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { consoleAdminRequired } from '../../plugins/auth';

/** The console admins as one transaction sees them once their rows are locked. */
export type ConsoleAdmins = { id: number; blocked: boolean }[];

/**
 * Locks the row of every console admin until the transaction ends, in id order, and answers
 * them. Whatever could take a console admin away (a role change, a block, a deletion) calls it
 * first, before it locks any other row: two such changes at the same moment then run one after
 * the other, and the second counts what the first left (PostgreSQL re-reads a locked row once
 * the other transaction commits, and drops one that no longer is a console admin).
 */
export async function lockConsoleAdmins(tx: Db): Promise<ConsoleAdmins> {
  const rows = await tx
    .select({ id: users.id, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.role, 'console_admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, blocked: row.blockedAt !== null }));
}

/**
 * 409 `last_console_admin` (with `message`) when taking `userId` away as a console admin would
 * leave no other console admin who can sign in: someone must always be able to manage the
 * operators. Anyone who is not a console admin may go.
 */
export function keepAConsoleAdmin(consoleAdmins: ConsoleAdmins, userId: number, message: string) {
  if (!consoleAdmins.some((admin) => admin.id === userId)) return;
  if (consoleAdmins.some((admin) => admin.id !== userId && !admin.blocked)) return;
  throw new HttpError(409, message, { error: adminErrorCodes.lastConsoleAdmin });
}

/**
 * 403 `console_admin_required` unless the operator is a console admin now, read from the locked
 * rows: a role taken from them a moment ago, by a request that ran at the same time, counts.
 */
export function assertConsoleAdmin(consoleAdmins: ConsoleAdmins, actorId: number, message: string) {
  if (!consoleAdmins.some((admin) => admin.id === actorId && !admin.blocked)) {
    throw consoleAdminRequired(message);
  }
}
