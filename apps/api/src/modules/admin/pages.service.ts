import {
  verificationChecks,
  verificationErrorCodes,
  verificationMessages,
  type AdminPage,
  type AdminPagesQuery,
  type AdminVerifyBody,
  type PagedMeta,
  type PageType,
  type PageVerification,
  type VerifiablePageType,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import {
  companies,
  companyEvents,
  events,
  fundraisers,
  nonprofits,
  pageReports,
  projects,
  users,
} from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import type { MailBlock } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { offsetOf, pageMeta, searchPattern } from '../../lib/paging';
import { pageUrl } from '../share/share-page';
import { pagePath } from '../share/spa-routes';
import { changedFields, recordAudit } from './audit';

/**
 * The console's Pages section: every kind of page in one list, and the operator's
 * changes to it. Hiding a deactivated page is the readers' work (lists, search, sitemap, /pay,
 * details); this only sets `active`, `inactive_reason` and `verified`, in the transaction that
 * writes the audit entry and queues the owner's e-mail.
 */

interface PageKind {
  table: PgTable;
  /** The column that names the page (an event's title). */
  name: string;
  /** Whether the kind has a VERIFIED badge. */
  verifiable: boolean;
}

const kinds: Record<PageType, PageKind> = {
  nonprofit: { table: nonprofits, name: 'name', verifiable: true },
  fundraiser: { table: fundraisers, name: 'name', verifiable: true },
  event: { table: events, name: 'title', verifiable: false },
  project: { table: projects, name: 'name', verifiable: false },
  company: { table: companies, name: 'name', verifiable: true },
  'company-event': { table: companyEvents, name: 'name', verifiable: false },
};

/** A column of the operator's check, or NULL for a kind that does not have it. */
function checkColumn(type: PageType, column: string, has: boolean, cast: string): SQL {
  return has ? sql`x.${sql.identifier(column)}` : sql.raw(`NULL::${cast}`);
}

/** The columns of the operator's check (verification.ts in the schema) in every kind's row. */
function checkColumns(type: PageType): SQL {
  const verifiable = kinds[type].verifiable;
  const checks = verifiable ? verificationChecks[type as VerifiablePageType] : null;
  const register = checks?.kvk ?? false;
  const anbi = checks?.anbi ?? false;
  return sql.join(
    [
      sql`${checkColumn(type, 'verified_at', verifiable, 'timestamptz')} AS verified_at`,
      sql`${checkColumn(type, 'verified_by', verifiable, 'integer')} AS verified_by`,
      sql`${checkColumn(type, 'kvk_number', register, 'text')} AS kvk_number`,
      sql`${checkColumn(type, 'checked_rsin', register, 'text')} AS checked_rsin`,
      sql`${checkColumn(type, 'anbi_confirmed', anbi, 'boolean')} AS anbi_confirmed`,
      sql`${checkColumn(type, 'anbi_checked_at', anbi, 'timestamptz')} AS anbi_checked_at`,
    ],
    sql`, `,
  );
}

const pageTypes = Object.keys(kinds) as PageType[];

/** One kind's rows in the shape every kind shares, for the union the list reads. */
function rowsOfKind(type: PageType, where: SQL = sql`true`): SQL {
  const { table, name, verifiable } = kinds[type];
  return sql`SELECT ${type}::text AS type, x.id, x.${sql.identifier(name)} AS name, x.user_id,
    x.active, ${verifiable ? sql`x.verified` : sql`NULL::boolean`} AS verified,
    ${type === 'fundraiser' ? sql`x.featured_at IS NOT NULL` : sql`NULL::boolean`} AS featured,
    x.inactive_reason, x.created_at, ${checkColumns(type)}
    FROM ${table} x WHERE ${where}`;
}

interface PageRow {
  type: PageType;
  id: number;
  name: string;
  user_id: number;
  active: boolean;
  verified: boolean | null;
  featured: boolean | null;
  inactive_reason: string | null;
  created_at: Date | string;
  owner_name: string;
  owner_email: string;
  owner_locale: Language;
  open_reports: number;
  verified_at: Date | string | null;
  verified_by: number | null;
  verifier_name: string | null;
  kvk_number: string | null;
  checked_rsin: string | null;
  anbi_confirmed: boolean | null;
  anbi_checked_at: Date | string | null;
}

/** The union's rows with their owners. */
const withOwners = (union: SQL) => sql`SELECT p.*, u.name AS owner_name, u.email AS owner_email,
    u.locale AS owner_locale, v.name AS verifier_name,
    (SELECT count(*)::int FROM ${pageReports} r
      WHERE r.page_type = p.type AND r.page_id = p.id AND r.resolved_at IS NULL) AS open_reports
  FROM (${union}) p JOIN ${users} u ON u.id = p.user_id
  LEFT JOIN ${users} v ON v.id = p.verified_by`;

function toAdminPage(row: PageRow): AdminPage {
  const id = Number(row.id);
  return {
    type: row.type,
    id,
    name: row.name,
    owner: { id: Number(row.user_id), name: row.owner_name, email: row.owner_email },
    active: row.active,
    verified: row.verified,
    featured: row.featured,
    inactive_reason: row.inactive_reason,
    open_reports: Number(row.open_reports),
    created_at: new Date(row.created_at).toISOString(),
    path: pagePath[row.type](id),
    verification: verificationOf(row),
  };
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** The operator's last check of a verified page, as the console shows it. */
function verificationOf(row: PageRow): PageVerification | null {
  if (!row.verified || row.verified_at === null) return null;
  return {
    verified_at: iso(row.verified_at)!,
    verified_by:
      row.verified_by === null
        ? null
        : { id: Number(row.verified_by), name: row.verifier_name ?? null },
    kvk_number: row.kvk_number,
    rsin: row.checked_rsin,
    anbi: row.anbi_confirmed,
    anbi_checked_at: iso(row.anbi_checked_at),
  };
}

/**
 * Pages of every kind (or one), newest first: by the page's name or its owner's name or e-mail
 * address; `unverified` leaves out the kinds without the badge.
 */
export async function listPages(
  db: Db,
  query: AdminPagesQuery,
): Promise<{ data: AdminPage[]; meta: PagedMeta }> {
  const types = (query.type ? [query.type] : pageTypes).filter(
    (type) => query.filter !== 'unverified' || kinds[type].verifiable,
  );
  if (types.length === 0) return { data: [], meta: pageMeta(query, 0) };
  const conditions: SQL[] = [sql`true`];
  if (query.filter === 'inactive') conditions.push(sql`NOT p.active`);
  if (query.filter === 'unverified') conditions.push(sql`p.verified = false`);
  if (query.filter === 'reported') {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${pageReports} r
      WHERE r.page_type = p.type AND r.page_id = p.id AND r.resolved_at IS NULL)`);
  }
  if (query.search) {
    const pattern = searchPattern(query.search);
    conditions.push(
      sql`(p.name ILIKE ${pattern} OR u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`,
    );
  }
  const union = sql.join(
    types.map((type) => rowsOfKind(type)),
    sql` UNION ALL `,
  );
  const where = sql.join(conditions, sql` AND `);
  const [rows, [total]] = await Promise.all([
    rowsOf<PageRow>(
      db,
      sql`${withOwners(union)} WHERE ${where}
        ORDER BY p.created_at DESC, p.type, p.id DESC
        LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`,
    ),
    rowsOf<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM (${withOwners(union)} WHERE ${where}) counted`,
    ),
  ]);
  return { data: rows.map(toAdminPage), meta: pageMeta(query, Number(total?.n ?? 0)) };
}

/** One page with its owner; `lock` holds its row until the transaction ends. */
async function readPage(
  db: Db,
  type: PageType,
  id: number,
  lock = false,
): Promise<PageRow | undefined> {
  if (lock) await db.execute(sql`SELECT 1 FROM ${kinds[type].table} WHERE id = ${id} FOR UPDATE`);
  const [row] = await rowsOf<PageRow>(db, withOwners(rowsOfKind(type, sql`x.id = ${id}`)));
  return row;
}

export async function findAdminPage(
  db: Db,
  type: PageType,
  id: number,
): Promise<AdminPage | undefined> {
  const row = await readPage(db, type, id);
  return row && toAdminPage(row);
}

/** What an operator's change leaves: the page now, and whether it changed; undefined: no page. */
export type PageChange = { data: AdminPage; changed: boolean } | undefined;

export interface Operator {
  actorId: number;
  /** The web app's origin, for the link in the owner's e-mail. */
  appUrl: string;
}

type Fields = {
  active: boolean;
  inactive_reason: string | null;
  verified: boolean | null;
  featured: boolean | null;
  /** The operator's check (ISO dates), for the kinds that have each. */
  verified_at: string | null;
  verified_by: number | null;
  kvk_number: string | null;
  rsin: string | null;
  anbi: boolean | null;
  anbi_checked_at: string | null;
};

/** The column of each field that is a plain column of the page's table (`featured` is not). */
const columnOf: Record<Exclude<keyof Fields, 'featured'>, string> = {
  active: 'active',
  inactive_reason: 'inactive_reason',
  verified: 'verified',
  verified_at: 'verified_at',
  verified_by: 'verified_by',
  kvk_number: 'kvk_number',
  rsin: 'checked_rsin',
  anbi: 'anbi_confirmed',
  anbi_checked_at: 'anbi_checked_at',
};

const fieldsOf = (row: PageRow): Fields => ({
  active: row.active,
  inactive_reason: row.inactive_reason,
  verified: row.verified,
  featured: row.featured,
  verified_at: iso(row.verified_at),
  verified_by: row.verified_by === null ? null : Number(row.verified_by),
  kvk_number: row.kvk_number,
  rsin: row.checked_rsin,
  anbi: row.anbi_confirmed,
  anbi_checked_at: iso(row.anbi_checked_at),
});

/**
 * Sets the fields of a page in one transaction with its audit entry (and the owner's e-mail
 * when `mail` says so). A page already so is answered as it is: no entry, no e-mail.
 */
async function changePage(
  db: Db,
  type: PageType,
  id: number,
  change: {
    action: string;
    after: Partial<Fields>;
    reason?: string;
    mail?: 'deactivated' | 'reactivated';
    /** Already so, whatever else differs (a deactivated page keeps its first reason). */
    done?: (now: Fields) => boolean;
    /** A refusal found in the locked row (thrown before anything is written). */
    refuse?: (row: PageRow) => Error | undefined;
  },
  operator: Operator,
): Promise<PageChange> {
  return db.transaction(async (tx) => {
    const row = await readPage(tx, type, id, true);
    if (!row) return undefined;
    const refusal = change.refuse?.(row);
    if (refusal) throw refusal;
    const before = fieldsOf(row);
    const fields = change.done?.(before) ? null : changedFields(before, change.after);
    if (!fields) return { data: toAdminPage(row), changed: false };
    const set: SQL[] = [sql`updated_at = now()`];
    for (const [field, value] of Object.entries(fields.after)) {
      if (field === 'featured') continue;
      const column = columnOf[field as keyof typeof columnOf];
      set.push(sql`${sql.identifier(column)} = ${value}`);
    }
    if ('featured' in fields.after) {
      set.push(sql`featured_at = CASE WHEN ${fields.after.featured} THEN now() END`);
      // Home's choice of fundraisers is cached with the list version (homeFundraisers).
      await tx.execute(sql`SELECT list_version_raise()`);
    }
    await tx.execute(
      sql`UPDATE ${kinds[type].table} SET ${sql.join(set, sql`, `)} WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      actorId: operator.actorId,
      action: change.action,
      targetType: type,
      targetId: id,
      before: fields.before,
      after: fields.after,
      reason: change.reason ?? null,
    });
    // Read again: the answer shows the page as the database now has it (the verifier's name too).
    const after = (await readPage(tx, type, id))!;
    if (change.mail) await enqueueMail(tx, ownerMail(after, change.mail, operator.appUrl));
    return { data: toAdminPage(after), changed: true };
  });
}

/** 403 for an operator who would check a page of their own: another operator checks it. */
const ownPage = (operator: Operator) => (row: PageRow) =>
  Number(row.user_id) === operator.actorId
    ? new HttpError(403, verificationMessages.ownPage, { error: verificationErrorCodes.ownPage })
    : undefined;

/**
 * Gives a non-profit, fundraiser or company the VERIFIED badge after the operator's check: what
 * they found in the registers (the fields the kind has, `verificationChecks`), when, and who
 * (the operator, from the session). Verifying a verified page records a fresh check. The reason
 * goes to the audit log with the changed fields. `body` has passed `adminVerifyBody` and
 * `verificationProblems`.
 */
export function verifyPage(
  db: Db,
  type: VerifiablePageType,
  id: number,
  body: { reason: string } & Pick<AdminVerifyBody, 'anbi'> & {
      kvk_number?: string;
      rsin?: string;
    },
  operator: Operator,
): Promise<PageChange> {
  const now = new Date().toISOString();
  const checks = verificationChecks[type];
  const after: Partial<Fields> = {
    verified: true,
    verified_at: now,
    verified_by: operator.actorId,
  };
  if (checks.kvk) after.kvk_number = body.kvk_number ?? null;
  if (checks.rsin !== 'none') after.rsin = body.rsin ?? null;
  if (checks.anbi) Object.assign(after, { anbi: body.anbi ?? null, anbi_checked_at: now });
  return changePage(
    db,
    type,
    id,
    { action: 'page.verify', after, reason: body.reason, refuse: ownPage(operator) },
    operator,
  );
}

/**
 * Takes the VERIFIED badge away, with a reason for the audit log. The findings of the last check
 * stay for the next one; without the badge they vouch for nothing (`isAnbiConfirmed`).
 */
export function unverifyPage(
  db: Db,
  type: VerifiablePageType,
  id: number,
  reason: string,
  operator: Operator,
): Promise<PageChange> {
  return changePage(
    db,
    type,
    id,
    {
      action: 'page.unverify',
      after: { verified: false, verified_at: null, verified_by: null },
      reason,
      done: (now) => now.verified === false,
      refuse: ownPage(operator),
    },
    operator,
  );
}

/** Shows a fundraiser first on home (newest choice first), or no longer. */
export function setFeatured(
  db: Db,
  id: number,
  featured: boolean,
  operator: Operator,
): Promise<PageChange> {
  return changePage(
    db,
    'fundraiser',
    id,
    { action: featured ? 'page.feature' : 'page.unfeature', after: { featured } },
    operator,
  );
}

/** Takes a page out of every public list and off /pay, and tells its owner why. */
export function deactivatePage(
  db: Db,
  type: PageType,
  id: number,
  reason: string,
  operator: Operator,
): Promise<PageChange> {
  return changePage(
    db,
    type,
    id,
    {
      action: 'page.deactivate',
      after: { active: false, inactive_reason: reason },
      reason,
      mail: 'deactivated',
      done: (now) => !now.active,
    },
    operator,
  );
}

/** Puts a deactivated page back, and tells its owner. */
export function reactivatePage(
  db: Db,
  type: PageType,
  id: number,
  operator: Operator,
): Promise<PageChange> {
  return changePage(
    db,
    type,
    id,
    {
      action: 'page.reactivate',
      after: { active: true, inactive_reason: null },
      mail: 'reactivated',
    },
    operator,
  );
}

/** The owner's e-mail, in their language: what happened to which page, and why. */
export function ownerMail(
  page: Pick<
    PageRow,
    'type' | 'id' | 'name' | 'inactive_reason' | 'owner_name' | 'owner_email' | 'owner_locale'
  >,
  what: 'deactivated' | 'reactivated',
  appUrl: string,
): MailMessage {
  const lang = page.owner_locale;
  const t = (key: string, values?: Record<string, string | number>) => translate(lang, key, values);
  const values = { name: page.name, type: t(`reports.types.${page.type}`) };
  const key = what === 'deactivated' ? 'mail.pageDeactivated' : 'mail.pageReactivated';
  const blocks: MailBlock[] =
    what === 'deactivated'
      ? [
          t(`${key}.intro`, values),
          { facts: [[t(`${key}.reason`), page.inactive_reason ?? '']] },
          t(`${key}.contact`),
          { button: t('mail.button.contact'), url: pageUrl(appUrl, '/contact', lang) },
        ]
      : [
          t(`${key}.intro`, values),
          {
            button: t('mail.button.page'),
            url: pageUrl(appUrl, pagePath[page.type](Number(page.id)), lang),
          },
        ];
  return {
    kind: `page-${what}`,
    to: page.owner_email,
    subject: t(`${key}.subject`, values),
    body: {
      appUrl,
      greeting: t('mail.greeting', { name: page.owner_name }),
      blocks,
      reason: t('mail.layout.reason.page'),
    },
    lang,
  };
}
