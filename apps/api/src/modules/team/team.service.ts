import {
  INVITATION_DAYS,
  teamMessages,
  type InvitationLookupResponse,
  type PageActivityItem,
  type PageRoleName,
  type TeamInvitation,
  type TeamMember,
  type TeamPageType,
  type TeamResponse,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageActivity, pageInvitations, pageMembers, users } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import { offsetOf } from '../../lib/paging';
import { hashSecret, newSecret } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import {
  pageKey,
  pageTable,
  recordActivity,
  type PageRole,
  type TeamPage,
} from '../../plugins/ownership';

const DAY = 86_400_000;

/** The page's name and owner, or undefined when there is no such page. */
export async function findTeamPage(db: Db, page: TeamPage) {
  const table = pageTable[page.type];
  const [row] = await db
    .select({ name: table.name, ownerId: table.userId })
    .from(table)
    .where(eq(table.id, page.id));
  return row;
}

const invitationItem = (
  row: typeof pageInvitations.$inferSelect,
  invitedBy: string | null,
  now = new Date(),
): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: invitedBy,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

/** The owner, the helpers and the invitations not yet accepted, as the owner page lists them. */
export async function readTeam(
  db: Db,
  page: TeamPage,
  ownerId: number,
  myRole: PageRole,
): Promise<TeamResponse> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ownerId));
  const members = await db
    .select({
      id: pageMembers.id,
      user_id: pageMembers.userId,
      name: users.name,
      email: users.email,
      role: pageMembers.role,
      since: pageMembers.createdAt,
    })
    .from(pageMembers)
    .innerJoin(users, eq(users.id, pageMembers.userId))
    .where(eq(pageMembers[pageKey[page.type]], page.id))
    .orderBy(pageMembers.createdAt, pageMembers.id);
  const invitations = await db
    .select({ row: pageInvitations, invitedBy: users.name })
    .from(pageInvitations)
    .leftJoin(users, eq(users.id, pageInvitations.invitedBy))
    .where(
      and(eq(pageInvitations[pageKey[page.type]], page.id), isNull(pageInvitations.acceptedAt)),
    )
    .orderBy(desc(pageInvitations.createdAt), desc(pageInvitations.id));
  const now = new Date();
  return {
    owner: owner!,
    my_role: myRole,
    members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: invitations.map(({ row, invitedBy }) => invitationItem(row, invitedBy, now)),
  };
}

interface Inviter {
  id: number;
  name: string;
}

/**
 * Invites `email` to help run the page as `role`: a single-use link valid for INVITATION_DAYS,
 * kept as a hash only, mailed in the inviter's language (the invitee has no account yet, or
 * one we do not look up for a stranger). An earlier open invitation of the address to the page
 * is replaced. The owner and current helpers cannot be invited again (422).
 */
export async function invite(
  db: Db,
  appUrl: string,
  page: TeamPage & { name: string; ownerId: number },
  inviter: Inviter,
  body: { email: string; role: PageRoleName },
  lang: Language,
): Promise<TeamInvitation> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  if (existing) {
    const [member] = await db
      .select({ id: pageMembers.id })
      .from(pageMembers)
      .where(
        and(eq(pageMembers.userId, existing.id), eq(pageMembers[pageKey[page.type]], page.id)),
      );
    if (member || existing.id === page.ownerId)
      throw fieldError('email', teamMessages.alreadyMember);
  }
  const token = newSecret('page invitation link');
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(pageInvitations)
      .where(
        and(
          eq(pageInvitations[pageKey[page.type]], page.id),
          eq(pageInvitations.email, body.email),
          isNull(pageInvitations.acceptedAt),
        ),
      );
    const [created] = await tx
      .insert(pageInvitations)
      .values({
        [pageKey[page.type]]: page.id,
        email: body.email,
        role: body.role,
        tokenHash: hashSecret(token),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY),
      })
      .returning();
    const t = (key: string, values?: Record<string, string | number>) =>
      translate(lang, `teamMail.invitation.${key}`, values);
    await enqueueMail(tx, {
      kind: 'page-invitation',
      to: body.email,
      subject: t('subject', { page: page.name }),
      body: {
        appUrl,
        greeting: t('greeting'),
        blocks: [
          t('intro', { name: inviter.name, page: page.name }),
          t(body.role === 'admin' ? 'roleAdmin' : 'roleEditor'),
          t('action', { days: INVITATION_DAYS }),
          { button: t('button'), url: `${appUrl}/invitation/${token}` },
          t('ignore'),
        ],
        reason: t('reason'),
      },
      lang,
    });
    await recordActivity(tx, page, inviter.id, 'team.invited', `${body.email} (${body.role})`);
    return created!;
  });
  return invitationItem(row, inviter.name);
}

/** Deletes an invitation not yet accepted; 404 when the page has no such open one. */
export async function revokeInvitation(
  db: Db,
  page: TeamPage,
  userId: number,
  invitationId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pageInvitations)
      .where(
        and(
          eq(pageInvitations.id, invitationId),
          eq(pageInvitations[pageKey[page.type]], page.id),
          isNull(pageInvitations.acceptedAt),
        ),
      )
      .returning({ email: pageInvitations.email });
    if (!gone) throw notFound(teamMessages.invitationNotFound);
    await recordActivity(tx, page, userId, 'team.invitation_revoked', gone.email);
  });
}

/** Removes a helper: their next request finds no role (nothing is cached). */
export async function removeMember(
  db: Db,
  page: TeamPage,
  userId: number,
  memberId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pageMembers)
      .where(and(eq(pageMembers.id, memberId), eq(pageMembers[pageKey[page.type]], page.id)))
      .returning({ userId: pageMembers.userId });
    if (!gone) throw notFound(teamMessages.memberNotFound);
    await recordActivity(tx, page, userId, 'team.member_removed', await nameOf(tx, gone.userId));
  });
}

/**
 * Gives a helper another role (admin or editor), in place: no new invitation, and their next
 * request has the new role's rights. The activity says who made whom what
 * (`team.made_admin`, `team.made_editor`, about the helper's name); setting the role they have
 * changes and records nothing.
 */
export async function changeMemberRole(
  db: Db,
  page: TeamPage,
  userId: number,
  memberId: number,
  role: PageRoleName,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: pageMembers.role })
      .from(pageMembers)
      .where(and(eq(pageMembers.id, memberId), eq(pageMembers[pageKey[page.type]], page.id)))
      .for('update');
    if (!before) throw notFound(teamMessages.memberNotFound);
    const [row] = await tx
      .update(pageMembers)
      .set({ role })
      .where(eq(pageMembers.id, memberId))
      .returning();
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row!.userId));
    if (before.role !== role)
      await recordActivity(tx, page, userId, `team.made_${role}`, person?.name ?? null);
    return {
      id: row!.id,
      user_id: row!.userId,
      name: person?.name ?? '',
      email: person?.email ?? '',
      role: row!.role,
      since: row!.createdAt.toISOString(),
    };
  });
}

/**
 * The signed-in helper leaves the page: their rights end with this request. The owner cannot
 * leave their own page (403: it would have nobody holding every right); someone who does not
 * help run it gets 403 too.
 */
export async function leavePage(db: Db, page: TeamPage, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pageMembers)
      .where(and(eq(pageMembers.userId, userId), eq(pageMembers[pageKey[page.type]], page.id)))
      .returning({ role: pageMembers.role });
    if (!gone) throw forbidden(teamMessages.notMember);
    await recordActivity(tx, page, userId, 'team.left', gone.role);
  });
}

async function nameOf(db: Db, userId: number): Promise<string | null> {
  const [who] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return who?.name ?? null;
}

/** The page an invitation row is for. */
function pageOfInvitation(row: typeof pageInvitations.$inferSelect): TeamPage {
  if (row.nonprofitId !== null) return { type: 'nonprofit', id: row.nonprofitId };
  if (row.fundraiserId !== null) return { type: 'fundraiser', id: row.fundraiserId };
  return { type: 'company', id: row.companyId! };
}

async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(pageInvitations)
    .where(eq(pageInvitations.tokenHash, hashSecret(token)));
  if (!row) throw notFound(teamMessages.invitationNotFound);
  return row;
}

/** What an invitation link is for, and whether it still works; 404 for an unknown link. */
export async function lookUpInvitation(db: Db, token: string): Promise<InvitationLookupResponse> {
  const row = await invitationByToken(db, token);
  const page = pageOfInvitation(row);
  const found = await findTeamPage(db, page);
  const [inviter] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.invitedBy));
  return {
    status: row.acceptedAt ? 'used' : row.expiresAt <= new Date() ? 'expired' : 'open',
    email: row.email,
    role: row.role,
    page: { ...page, name: found?.name ?? '' },
    invited_by: inviter?.name ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in user takes up an invitation: once, before it ends, and only with the account of
 * the address it was sent to (the link proves that address). The user becomes a helper with the
 * invitation's role (a helper already keeps the role they had; the owner stays owner).
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  user: { id: number; email: string; name: string },
): Promise<{ page: TeamPage & { name: string }; role: PageRoleName }> {
  return db.transaction(async (tx) => {
    const row = await invitationByToken(tx, token);
    const [locked] = await tx
      .select({ acceptedAt: pageInvitations.acceptedAt })
      .from(pageInvitations)
      .where(eq(pageInvitations.id, row.id))
      .for('update');
    if (locked?.acceptedAt) throw new HttpError(409, teamMessages.invitationUsed);
    if (row.expiresAt <= new Date()) throw new HttpError(409, teamMessages.invitationExpired);
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new HttpError(403, teamMessages.invitationOtherEmail);
    const page = pageOfInvitation(row);
    const found = await findTeamPage(tx, page);
    if (!found) throw notFound(teamMessages.invitationNotFound);
    if (found.ownerId !== user.id) {
      await tx
        .insert(pageMembers)
        .values({ [pageKey[page.type]]: page.id, userId: user.id, role: row.role })
        .onConflictDoNothing();
    }
    await tx
      .update(pageInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(pageInvitations.id, row.id));
    await recordActivity(tx, page, user.id, 'team.joined', row.role);
    return { page: { ...page, name: found.name }, role: row.role };
  });
}

/** The page's activity, newest first, a page at a time. */
export async function readActivity(
  db: Db,
  page: TeamPage,
  query: { page: number; per_page: number },
): Promise<{ data: PageActivityItem[]; total: number }> {
  const where = eq(pageActivity[pageKey[page.type]], page.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: pageActivity, name: users.name })
      .from(pageActivity)
      .leftJoin(users, eq(users.id, pageActivity.userId))
      .where(where)
      .orderBy(desc(pageActivity.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(pageActivity).where(where),
  ]);
  return {
    data: rows.map(({ row, name }) => ({
      id: row.id,
      action: row.action,
      subject: row.subject,
      user: row.userId !== null && name !== null ? { id: row.userId, name } : null,
      created_at: row.createdAt.toISOString(),
    })),
    total: total!.n,
  };
}

/** The pages the user helps run (not those they own), with their role. */
export async function teamPagesOf(
  db: Db,
  userId: number,
): Promise<{ type: TeamPageType; id: number; name: string; role: PageRoleName }[]> {
  const out: { type: TeamPageType; id: number; name: string; role: PageRoleName }[] = [];
  for (const type of ['nonprofit', 'fundraiser', 'company'] as const) {
    const table = pageTable[type];
    const rows = await db
      .select({ id: table.id, name: table.name, role: pageMembers.role })
      .from(pageMembers)
      .innerJoin(table, eq(table.id, pageMembers[pageKey[type]]))
      .where(eq(pageMembers.userId, userId))
      .orderBy(table.name);
    out.push(...rows.map((r) => ({ type, ...r })));
  }
  return out;
}
