import type {
  AdminPage,
  AdminPagesQuery,
  PagedMeta,
  PageType,
  VerifiablePageType,
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

const pageTypes = Object.keys(kinds) as PageType[];

/** One kind's rows in the shape every kind shares, for the union the list reads. */
function rowsOfKind(type: PageType, where: SQL = sql`true`): SQL {
  const { table, name, verifiable } = kinds[type];
  return sql`SELECT ${type}::text AS type, x.id, x.${sql.identifier(name)} AS name, x.user_id,
    x.active, ${verifiable ? sql`x.verified` : sql`NULL::boolean`} AS verified,
    ${type === 'fundraiser' ? sql`x.featured_at IS NOT NULL` : sql`NULL::boolean`} AS featured,
    x.inactive_reason, x.created_at
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
}

/** The union's rows with their owners. */
const withOwners = (union: SQL) => sql`SELECT p.*, u.name AS owner_name, u.email AS owner_email,
    u.locale AS owner_locale,
    (SELECT count(*)::int FROM ${pageReports} r
      WHERE r.page_type = p.type AND r.page_id = p.id AND r.resolved_at IS NULL) AS open_reports
  FROM (${union}) p JOIN ${users} u ON u.id = p.user_id`;

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

interface Operator {
  actorId: number;
  /** The web app's origin, for the link in the owner's e-mail. */
  appUrl: string;
}

type Fields = {
  active: boolean;
  inactive_reason: string | null;
  verified: boolean | null;
  featured: boolean | null;
};

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
  },
  operator: Operator,
): Promise<PageChange> {
  return db.transaction(async (tx) => {
    const row = await readPage(tx, type, id, true);
    if (!row) return undefined;
    const before: Fields = {
      active: row.active,
      inactive_reason: row.inactive_reason,
      verified: row.verified,
      featured: row.featured,
    };
    const fields = change.done?.(before) ? null : changedFields(before, change.after);
    if (!fields) return { data: toAdminPage(row), changed: false };
    const set: SQL[] = [sql`updated_at = now()`];
    if ('active' in fields.after) set.push(sql`active = ${fields.after.active}`);
    if ('inactive_reason' in fields.after)
      set.push(sql`inactive_reason = ${fields.after.inactive_reason}`);
    if ('verified' in fields.after) set.push(sql`verified = ${fields.after.verified}`);
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
    const after = { ...row, ...fields.after } as PageRow;
    if (change.mail) await enqueueMail(tx, ownerMail(after, change.mail, operator.appUrl));
    return { data: toAdminPage(after), changed: true };
  });
}

/** Gives a non-profit, fundraiser or company the VERIFIED badge, or takes it away. */
export function setVerified(
  db: Db,
  type: VerifiablePageType,
  id: number,
  verified: boolean,
  operator: Operator,
): Promise<PageChange> {
  return changePage(
    db,
    type,
    id,
    { action: verified ? 'page.verify' : 'page.unverify', after: { verified } },
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
