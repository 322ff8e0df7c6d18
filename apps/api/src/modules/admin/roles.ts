import type { UserRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { revokeUserTokens } from '../auth/tokens.service';
import { recordAudit } from './audit';

/**
 * Gives or takes the operator role (issue 23) and writes the audit entry in the same transaction.
 * The account is named by its e-mail address (the command line, ADMIN_EMAILS) or its id (the
 * console). Answers the user's id and whether anything changed; null when there is no such account.
 */
export async function setRole(
  db: Db,
  who: string | { id: number },
  role: UserRole,
  actorId: number | null,
): Promise<{ userId: number; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(
        typeof who === 'string' ? eq(users.email, who.trim().toLowerCase()) : eq(users.id, who.id),
      )
      .for('update');
    if (!user) return null;
    if (user.role === role) return { userId: user.id, changed: false };
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    // A revoked operator signs in again as a user: no token keeps the console open.
    if (role === 'user') await revokeUserTokens(tx, user.id);
    await recordAudit(tx, {
      actorId,
      action: role === 'admin' ? 'user.make-admin' : 'user.revoke-admin',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return { userId: user.id, changed: true };
  });
}

/**
 * ADMIN_EMAILS at start: each listed account that exists becomes an operator (written to the
 * audit log with no operator). Answers the addresses that have no account yet.
 */
export async function grantAdminEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const email of emails) {
    if (!(await setRole(db, email, 'admin', null))) missing.push(email);
  }
  return missing;
}
