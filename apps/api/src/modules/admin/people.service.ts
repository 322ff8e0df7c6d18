import {
  ADMIN_PERSON_LATEST,
  adminPeopleMessages,
  type AdminPerson,
  type AdminUser,
  type AdminUsersQuery,
  isOperator,
  operatorRoles,
  type PagedMeta,
} from '@app/contract';
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  donations,
  follows,
  fundraisers,
  nonprofits,
  topics,
  users,
} from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';
import { centsToEuros } from '../../lib/money';
import { nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { removeEveryFactor } from '../auth/second-factor.service';
import { sendSecurityMail } from '../auth/security-mail';
import { revokeUserTokens } from '../auth/tokens.service';
import { joinTargets, targetIdAndName } from '../pages/donation-targets';
import { changedFields, recordAudit } from './audit';
import {
  assertConsoleAdmin,
  type ConsoleAdmins,
  keepAConsoleAdmin,
  lockConsoleAdmins,
} from '../users/console-admins';

/** The console's People section: accounts, what they own, follow and gave. */

type UserRow = typeof users.$inferSelect;

export const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  blocked_at: u.blockedAt?.toISOString() ?? null,
  blocked_reason: u.blockedReason,
  second_factor: u.secondFactorSince !== null,
  created_at: u.createdAt.toISOString(),
});

/**
 * Accounts by name or e-mail address, newest first; if asked, only blocked ones, only those who
 * open the console (operators and console admins), or only console admins.
 */
export async function listUsers(
  db: Db,
  query: AdminUsersQuery,
): Promise<{ data: AdminUser[]; meta: PagedMeta }> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(nameContains(query.search, users.name, users.email));
  if (query.filter === 'blocked') conditions.push(isNotNull(users.blockedAt));
  if (query.filter === 'admin') conditions.push(inArray(users.role, [...operatorRoles]));
  if (query.filter === 'console_admin') conditions.push(eq(users.role, 'console_admin'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toAdminUser), meta: pageMeta(query, total?.n ?? 0) };
}

export const personMissing = () => new HttpError(404, adminPeopleMessages.notFound);

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** One person: their pages, their follows and their donations (the latest few of each). */
export async function personDetails(db: Db, id: number): Promise<AdminPerson | null> {
  const user = await findUser(db, id);
  if (!user) return null;
  const followName = sql<string>`coalesce(${topics.name}, ${nonprofits.name}, ${fundraisers.name}, ${companies.name})`;
  const followType = sql<AdminPerson['follows']['latest'][number]['type']>`CASE
    WHEN ${follows.topicId} IS NOT NULL THEN 'topic'
    WHEN ${follows.nonprofitId} IS NOT NULL THEN 'nonprofit'
    WHEN ${follows.fundraiserId} IS NOT NULL THEN 'fundraiser' ELSE 'company' END`;
  const followId = sql<number>`coalesce(${follows.topicId}, ${follows.nonprofitId}, ${follows.fundraiserId}, ${follows.companyId})`;
  const [pages, followCount, latestFollows, donationSums, latestDonations] = await Promise.all([
    db.execute(sql`
      SELECT 'nonprofit' AS type, id, name, active, created_at FROM ${nonprofits} WHERE user_id = ${id}
      UNION ALL
      SELECT 'fundraiser', id, name, active, created_at FROM ${fundraisers} WHERE user_id = ${id}
      UNION ALL
      SELECT 'company', id, name, active, created_at FROM ${companies} WHERE user_id = ${id}
      ORDER BY created_at DESC, id DESC`),
    db.select({ n: count() }).from(follows).where(eq(follows.userId, id)),
    db
      .select({ type: followType, id: followId, name: followName, at: follows.createdAt })
      .from(follows)
      .leftJoin(topics, eq(topics.id, follows.topicId))
      .leftJoin(nonprofits, eq(nonprofits.id, follows.nonprofitId))
      .leftJoin(fundraisers, eq(fundraisers.id, follows.fundraiserId))
      .leftJoin(companies, eq(companies.id, follows.companyId))
      .where(eq(follows.userId, id))
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(ADMIN_PERSON_LATEST),
    db
      .select({
        n: count(),
        paidCents: sql<string>`coalesce(sum(${donations.countedCents}), 0)`,
      })
      .from(donations)
      .where(eq(donations.donorUserId, id)),
    joinTargets(
      db
        .select({ donation: donations, ...targetIdAndName })
        .from(donations)
        .$dynamic(),
      donations,
    )
      .where(eq(donations.donorUserId, id))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(ADMIN_PERSON_LATEST),
  ]);
  const pageRows = (pages as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    ...toAdminUser(user),
    pages: pageRows.map((row) => ({
      type: row.type as AdminPerson['pages'][number]['type'],
      id: Number(row.id),
      name: String(row.name),
      active: Boolean(row.active),
    })),
    follows: {
      count: followCount[0]?.n ?? 0,
      latest: latestFollows.map((f) => ({
        type: f.type,
        id: Number(f.id),
        name: f.name,
        followed_at: f.at.toISOString(),
      })),
    },
    donations: {
      count: donationSums[0]?.n ?? 0,
      paid_total: centsToEuros(Number(donationSums[0]?.paidCents ?? 0)),
      latest: latestDonations.map(({ donation: d, targetName }) => ({
        id: d.id,
        reference: d.reference,
        amount: centsToEuros(d.amountCents),
        status: d.status,
        created_at: d.createdAt.toISOString(),
        page_name: targetName,
      })),
    },
  };
}

const selfBlock = () => new HttpError(409, adminPeopleMessages.selfBlock);

/**
 * Locks the console admins, then the account (always in this order, as every change that could
 * take a console admin away does). Answers both; 404 when there is no such account.
 */
async function lockForBlocking(tx: Db, id: number) {
  const consoleAdmins = await lockConsoleAdmins(tx);
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw personMissing();
  return { user, consoleAdmins };
}

/** 403 unless the operator is a console admin, when the account is an operator or console admin. */
function assertMayManage(
  user: UserRow,
  consoleAdmins: ConsoleAdmins,
  actorId: number,
  message: string = adminPeopleMessages.blockConsoleAdminOnly,
) {
  if (isOperator(user.role)) assertConsoleAdmin(consoleAdmins, actorId, message);
}

/**
 * Blocks an account: the block, the revocation of every token, the audit entry and
 * the e-mail to the person (in their language) are written in one transaction. Blocking a blocked
 * account changes nothing and writes nothing (`changed: false`). An operator cannot block
 * themselves (409): the console would lock out the one using it. Only a console admin blocks an
 * operator or a console admin (403), and never the last console admin who can sign in (409).
 */
export async function blockUser(
  db: Db,
  { id, reason, actorId, appUrl }: { id: number; reason: string; actorId: number; appUrl: string },
): Promise<{ user: AdminUser; changed: boolean }> {
  if (id === actorId) throw selfBlock();
  return db.transaction(async (tx) => {
    const { user, consoleAdmins } = await lockForBlocking(tx, id);
    // What would be left first, then whether the operator may still ask: of two console admins
    // blocking each other at once, the second is told that one must stay.
    if (!user.blockedAt) {
      keepAConsoleAdmin(consoleAdmins, id, adminPeopleMessages.lastConsoleAdminBlock);
    }
    assertMayManage(user, consoleAdmins, actorId);
    if (user.blockedAt) return { user: toAdminUser(user), changed: false };
    const [blocked] = await tx
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: reason })
      .where(eq(users.id, id))
      .returning();
    await revokeUserTokens(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'user.block',
      targetType: 'user',
      targetId: id,
      before: { blocked: false },
      after: { blocked: true },
      reason,
    });
    await enqueueMail(tx, blockedMail(user, reason, appUrl));
    return { user: toAdminUser(blocked!), changed: true };
  });
}

/**
 * Lifts a block: the person may sign in again. Nothing to lift: `changed: false`, no entry. Only
 * a console admin unblocks an operator or a console admin (403).
 */
export async function unblockUser(
  db: Db,
  { id, actorId }: { id: number; actorId: number },
): Promise<{ user: AdminUser; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { user, consoleAdmins } = await lockForBlocking(tx, id);
    assertMayManage(user, consoleAdmins, actorId);
    if (!user.blockedAt) return { user: toAdminUser(user), changed: false };
    const [unblocked] = await tx
      .update(users)
      .set({ blockedAt: null, blockedReason: null })
      .where(eq(users.id, id))
      .returning();
    const change = changedFields(
      { blocked: true, blocked_reason: user.blockedReason },
      { blocked: false, blocked_reason: null },
    );
    await recordAudit(tx, {
      actorId,
      action: 'user.unblock',
      targetType: 'user',
      targetId: id,
      before: change?.before,
      after: change?.after,
    });
    return { user: toAdminUser(unblocked!), changed: true };
  });
}

/**
 * The way back in for someone who lost every second factor: an operator, having
 * checked who asks, removes the account's authenticator app, passkeys and recovery codes. The
 * account is signed out everywhere (a session opened with a lost device ends too), the change is
 * audited with the reason, and the owner is e-mailed in their language, all in one transaction.
 * Not one's own (409: the security settings do that); an operator's or a console admin's only by
 * a console admin (403). Nothing to remove: `changed: false`, nothing written.
 */
export async function resetSecondFactors(
  db: Db,
  { id, reason, actorId, appUrl }: { id: number; reason: string; actorId: number; appUrl: string },
): Promise<{ user: AdminUser; changed: boolean }> {
  if (id === actorId) throw new HttpError(409, adminPeopleMessages.selfFactorsReset);
  return db.transaction(async (tx) => {
    const { user, consoleAdmins } = await lockForBlocking(tx, id);
    assertMayManage(user, consoleAdmins, actorId, adminPeopleMessages.factorsResetConsoleAdminOnly);
    // The row is locked: what it says of the factors holds until the transaction ends.
    if (!user.secondFactorSince) return { user: toAdminUser(user), changed: false };
    await removeEveryFactor(tx, id);
    await revokeUserTokens(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'user.reset-second-factors',
      targetType: 'user',
      targetId: id,
      before: { second_factor: true },
      after: { second_factor: false },
      reason,
    });
    await sendSecurityMail(tx, appUrl, user, 'factors-reset');
    return { user: toAdminUser({ ...user, secondFactorSince: null }), changed: true };
  });
}

/** Tells the person their account was blocked, why, and that they may contact us. */
export function blockedMail(
  user: Pick<UserRow, 'name' | 'email' | 'locale'>,
  reason: string,
  appUrl: string,
): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(user.locale, key, values);
  return {
    kind: 'account-blocked',
    to: user.email,
    subject: t('mail.blocked.subject'),
    body: {
      appUrl,
      greeting: t('mail.greeting', { name: user.name }),
      blocks: [
        t('mail.blocked.intro'),
        { facts: [[t('mail.blocked.reason'), reason]] },
        t('mail.blocked.contact'),
        { button: t('mail.button.contact'), url: `${appUrl}/contact` },
      ],
      reason: t('mail.layout.reason.account'),
    },
    lang: user.locale,
  };
}
