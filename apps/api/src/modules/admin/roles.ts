import { adminPeopleMessages, type UserRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { revokeUserTokens } from '../auth/tokens.service';
import { assertConsoleAdmin, keepAConsoleAdmin, lockConsoleAdmins } from '../users/console-admins';
import { recordAudit } from './audit';

/** The audit log's action for a change to each role. */
export const roleActions: Record<UserRole, string> = {
  user: 'user.revoke-admin',
  admin: 'user.make-admin',
  console_admin: 'user.make-console-admin',
};

/** How much a role may do: a change to a lower one is a demotion. */
const roleRank: Record<UserRole, number> = { user: 0, admin: 1, console_admin: 2 };

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
