import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, fundraisers, nonprofits, pageActivity, pageMembers } from '../db/schema';
import { forbidden } from '../lib/http-errors';
import { requireUser, type AuthUser } from './auth';

/** The signed-in user, who must be the one the path names; anyone else gets 403. */
export function requireSelf(request: FastifyRequest, userId: number, message: string): AuthUser {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden(message);
  return user;
}

/** The kinds of page that have an owner and helpers; their events, projects... follow them. */
export type TeamPageType = 'nonprofit' | 'fundraiser' | 'company';

/** A page by its kind and id; its events, projects, packages... name the page they belong to. */
export interface TeamPage {
  type: TeamPageType;
  id: number;
}

/** Someone's place on a page: its owner, one of its helpers, or none. */
export type PageRole = 'owner' | 'admin' | 'editor';

/**
 * What a change needs (ADR 048): `edit` texts, pictures, packages, updates, events, projects,
 * jobs; `money` refunds, payout (Mollie Connect) and the donors' details; `manage` the helpers;
 * `own` deleting the page and handing it over, which only its owner may.
 */
export type PageRight = 'edit' | 'money' | 'manage' | 'own';

const rightsOf: Record<PageRole, readonly PageRight[]> = {
  owner: ['edit', 'money', 'manage', 'own'],
  admin: ['edit', 'money', 'manage'],
  editor: ['edit'],
};

/** The table of each kind of page, whose user_id is its owner. */
export const pageTable = { nonprofit: nonprofits, fundraiser: fundraisers, company: companies };

/** The column of each kind of page in the team tables (`page_members`, `page_invitations`...). */
export const pageKey = {
  nonprofit: 'nonprofitId',
  fundraiser: 'fundraiserId',
  company: 'companyId',
} as const satisfies Record<TeamPageType, string>;

/**
 * The role of `userId` on the page, read from the database on every call (the owner as the page
 * stores it, never the user_id of one of its events or projects): a helper removed a moment ago
 * has none at once, since nothing is cached. Null for a page that does not exist.
 */
export async function pageRoleOf(db: Db, userId: number, page: TeamPage): Promise<PageRole | null> {
  const table = pageTable[page.type];
  const [row] = await db
    .select({ ownerId: table.userId, role: pageMembers.role })
    .from(table)
    .leftJoin(
      pageMembers,
      and(eq(pageMembers[pageKey[page.type]], table.id), eq(pageMembers.userId, userId)),
    )
    .where(eq(table.id, page.id));
  if (!row) return null;
  return row.ownerId === userId ? 'owner' : (row.role ?? null);
}

/**
 * The owner of the page, to own what a helper creates on it (an event, a project...): the
 * page's things stay with the page when a helper leaves or erases their account.
 */
export async function pageOwnerId(db: Db, page: TeamPage): Promise<number | undefined> {
  const table = pageTable[page.type];
  const [row] = await db.select({ ownerId: table.userId }).from(table).where(eq(table.id, page.id));
  return row?.ownerId;
}

export const mayDo = (role: PageRole | null, right: PageRight): boolean =>
  role !== null && rightsOf[role].includes(right);

/**
 * The signed-in user, who must hold `right` on the page: its owner, or a helper whose role
 * gives it; anyone else gets 403 with `message`. Call `requireUser` before loading the record,
 * so that a visitor gets 401 whether or not it exists.
 */
export async function requirePageRole(
  request: FastifyRequest,
  page: TeamPage,
  right: PageRight,
  message = 'general.page_not_changeable',
): Promise<AuthUser & { pageRole: PageRole }> {
  const user = requireUser(request);
  const role = await pageRoleOf(request.server.db, user.id, page);
  if (!mayDo(role, right)) throw forbidden(message);
  return { ...user, pageRole: role! };
}

/**
 * Writes who changed what on a page into its activity, in `db`: the transaction of the change
 * (see `withActivity`). `action` is a stable code such as `update.posted`; `subject` what the
 * change was about, as it read then (a title), if anything.
 */
export async function recordActivity(
  db: Db,
  page: { type: TeamPageType; id: number },
  userId: number,
  action: string,
  subject?: string | null,
): Promise<void> {
  await db.insert(pageActivity).values({
    [pageKey[page.type]]: page.id,
    userId,
    action,
    subject: subject?.slice(0, 200) ?? null,
  });
}

/** Who changes which page, how (`update.posted`), and what about (a title, as it reads now). */
export interface PageChange<T> {
  page: TeamPage;
  userId: number;
  action: string;
  /** Known before, or read in the transaction once the change is made (a new row's title). */
  subject?: string | null | ((tx: Db, result: T) => Promise<string | null | undefined>);
}

/**
 * Makes a change on a page and writes its activity entry in one transaction: the page never
 * has a change without its entry, nor an entry for a change that failed. `change` must write
 * through the transaction it is given (on PGlite, a query on `db` meanwhile would wait for it).
 */
export function withActivity<T>(
  db: Db,
  change: (tx: Db) => Promise<T>,
  entry: PageChange<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const subject =
      typeof entry.subject === 'function' ? await entry.subject(tx, result) : entry.subject;
    await recordActivity(tx, entry.page, entry.userId, entry.action, subject);
    return result;
  });
}
