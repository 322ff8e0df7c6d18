import { adminErrorCodes, adminPeopleMessages, type UserRole } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { consoleAdminRequired } from '../../plugins/auth';
import { revokeUserTokens } from '../auth/tokens.service';
import { recordAudit } from './audit';

/** The audit log's action for a change to each role. */
export const roleActions: Record<UserRole, string> = {
  user: 'user.revoke-admin',
  admin: 'user.make-admin',
  console_admin: 'user.make-console-admin',
};

/** How much a role may do: a change to a lower one is a demotion. */
const roleRank: Record<UserRole, number> = { user: 0, admin: 1, console_admin: 2 };

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

/**
 * Sets an account's role and writes the audit entry in the same transaction. The account is
 * named by its e-mail address (the command line, ADMIN_EMAILS) or its id (the console, where
 * `actorId` must be a console admin: 403 otherwise). A demoted account is signed out everywhere;
 * the last console admin who can sign in is not demoted (409). Answers the user's id and whether
 * anything changed; null when there is no such account.
 */
export async function setRole(
  db: Db,
  who: string | { id: number },
  role: UserRole,
  actorId: number | null,
): Promise<{ userId: number; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const consoleAdmins = await lockConsoleAdmins(tx);
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(
        typeof who === 'string' ? eq(users.email, who.trim().toLowerCase()) : eq(users.id, who.id),
      )
      .for('update');
    if (!user) return null;
    // What would be left first, then whether the operator may still ask: of two console admins
    // demoting each other at once, the second is told that one must stay.
    if (user.role !== role && role !== 'console_admin') {
      keepAConsoleAdmin(consoleAdmins, user.id, adminPeopleMessages.lastConsoleAdminRole);
    }
    if (actorId !== null) {
      assertConsoleAdmin(consoleAdmins, actorId, adminPeopleMessages.roleConsoleAdminOnly);
    }
    if (user.role === role) return { userId: user.id, changed: false };
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    // A demoted account signs in again with its new role: no token keeps what it lost open.
    if (roleRank[role] < roleRank[user.role]) await revokeUserTokens(tx, user.id);
    await recordAudit(tx, {
      actorId,
      action: roleActions[role],
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return { userId: user.id, changed: true };
  });
}

/**
 * ADMIN_EMAILS at start: each listed account that exists becomes a console admin (written to the
 * audit log with no operator). Answers the addresses that have no account yet (the caller logs
 * only their places in the list).
 */
export async function grantAdminEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const email of emails) {
    if (!(await setRole(db, email, 'console_admin', null))) missing.push(email);
  }
  return missing;
}
