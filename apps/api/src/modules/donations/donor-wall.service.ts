import type {
  DonationTargetType,
  DonorWallEntry,
  DonorWallOrder,
  DonorWallResponse,
} from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { centsToEuros } from '../../lib/money';
import { offsetOf, pageMeta } from '../../lib/paging';

/**
 * The donor wall of a page: the gifts its raised amount counts (ADR 004: a fundraiser's and a
 * company event's own; an event's and a project's with their fundraisers'; a non-profit's with
 * everything raising money for it), read from the donations themselves. `counted_cents` is what
 * every total reads: paid, net of refunds and chargebacks, and no test money on a live platform
 * (ADR 035), so a refunded gift or test money leaves the wall as it leaves the totals.
 */
function ofWall(type: DonationTargetType, id: number): SQL {
  switch (type) {
    case 'fundraiser':
      return sql`d.fundraiser_id = ${id}`;
    case 'company-event':
      return sql`d.company_event_id = ${id}`;
    case 'event':
      return sql`(d.event_id = ${id}
        OR d.fundraiser_id IN (SELECT f.id FROM fundraisers f WHERE f.event_id = ${id}))`;
    case 'project':
      return sql`(d.project_id = ${id}
        OR d.fundraiser_id IN (SELECT f.id FROM fundraisers f WHERE f.project_id = ${id}))`;
    case 'nonprofit':
      return sql`(d.nonprofit_id = ${id}
        OR d.event_id IN (SELECT e.id FROM events e WHERE e.nonprofit_id = ${id})
        OR d.project_id IN (SELECT p.id FROM projects p WHERE p.nonprofit_id = ${id})
        OR d.fundraiser_id IN (SELECT f.id FROM fundraisers f WHERE f.nonprofit_id = ${id})
        OR d.company_event_id IN (SELECT c.id FROM company_events c WHERE c.nonprofit_id = ${id}))`;
  }
}

const ORDER: Record<DonorWallOrder, SQL> = {
  newest: sql`d.paid_at DESC, d.id DESC`,
  largest: sql`d.counted_cents DESC, d.paid_at DESC, d.id DESC`,
};

interface WallRow {
  id: number;
  counted_cents: number;
  paid_at: Date | string;
  name: string | null;
  message: string | null;
}

/**
 * A page of the wall. The name and message leave the database only for a donor who chose to
 * show them and did not give anonymously (and the message only while the owner has not hidden
 * it): everything else stays in the table, so no answer can carry it.
 */
export async function donorWall(
  db: Db,
  type: DonationTargetType,
  id: number,
  query: { order: DonorWallOrder; page: number; per_page: number },
): Promise<DonorWallResponse> {
  const where = sql`${ofWall(type, id)} AND d.counted_cents > 0`;
  const shown = sql`(d.show_publicly AND NOT d.anonymous)`;
  const [rows, [counts]] = await Promise.all([
    rowsOf<WallRow>(
      db,
      sql`SELECT d.id, d.counted_cents, d.paid_at,
          CASE WHEN ${shown} THEN nullif(btrim(d.donor_name), '') END AS name,
          CASE WHEN ${shown} AND d.message_hidden_at IS NULL THEN nullif(btrim(d.message), '') END AS message
        FROM donations d
        WHERE ${where}
        ORDER BY ${ORDER[query.order]}
        LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`,
    ),
    rowsOf<{ gifts: number; donors: number }>(
      db,
      // A donor is one account, else one e-mail address, else one gift.
      sql`SELECT count(*)::int AS gifts,
          count(DISTINCT coalesce('u' || d.donor_user_id, 'e' || lower(d.donor_email), 'd' || d.id))::int AS donors
        FROM donations d
        WHERE ${where}`,
    ),
  ]);
  const data: DonorWallEntry[] = rows.map((row) => ({
    id: row.id,
    amount: centsToEuros(Number(row.counted_cents)),
    paid_at: new Date(row.paid_at).toISOString(),
    name: row.name,
    message: row.message,
  }));
  return {
    data,
    meta: pageMeta(query, counts?.gifts ?? 0),
    donors_count: counts?.donors ?? 0,
  };
}

/** Whether the donation's message is on the page's wall now (what a visitor may report). */
export async function shownMessageOnWall(
  db: Db,
  type: DonationTargetType,
  id: number,
  donationId: number,
): Promise<string | null> {
  const [row] = await rowsOf<{ message: string }>(
    db,
    sql`SELECT d.message FROM donations d
      WHERE d.id = ${donationId} AND ${ofWall(type, id)} AND d.counted_cents > 0
        AND d.show_publicly AND NOT d.anonymous AND d.message_hidden_at IS NULL
        AND nullif(btrim(d.message), '') IS NOT NULL`,
  );
  return row?.message ?? null;
}

/**
 * The page's owner hides a donor's message from the wall, or shows it again: the same people
 * as may refund the gift (the owner of the page given to, of that page's non-profit, or of the
 * account paid), and those pages' helpers, editors too: it is about what the page shows. The
 * gift stays on the wall; only its message goes.
 */
export async function setMessageHidden(
  db: Db,
  donationId: number,
  userId: number,
  hidden: boolean,
): Promise<'missing' | 'forbidden' | { hidden: boolean }> {
  const [row] = await rowsOf<{ managers: (number | null)[] }>(
    db,
    sql`SELECT ARRAY[
          coalesce(f.user_id, n.user_id, e.user_id, p.user_id, c.user_id),
          (SELECT user_id FROM nonprofits WHERE id = coalesce(f.nonprofit_id, e.nonprofit_id, p.nonprofit_id, c.nonprofit_id)),
          (SELECT user_id FROM nonprofits WHERE id = d.payee_nonprofit_id)
        ] || ARRAY(
          SELECT m.user_id FROM page_members m WHERE m.role IN ('admin', 'editor') AND (
            m.fundraiser_id = f.id OR m.company_id = c.company_id OR m.nonprofit_id IN (
              n.id, coalesce(f.nonprofit_id, e.nonprofit_id, p.nonprofit_id, c.nonprofit_id),
              d.payee_nonprofit_id))
        ) AS managers
      FROM donations d
      LEFT JOIN fundraisers f ON f.id = d.fundraiser_id
      LEFT JOIN nonprofits n ON n.id = d.nonprofit_id
      LEFT JOIN events e ON e.id = d.event_id
      LEFT JOIN projects p ON p.id = d.project_id
      LEFT JOIN company_events c ON c.id = d.company_event_id
      WHERE d.id = ${donationId}`,
  );
  if (!row) return 'missing';
  if (!row.managers.includes(userId)) return 'forbidden';
  // Hiding again keeps the first time; showing clears it.
  await db.execute(
    sql`UPDATE donations
      SET message_hidden_at = CASE WHEN ${hidden} THEN coalesce(message_hidden_at, now()) END,
          updated_at = now()
      WHERE id = ${donationId}`,
  );
  return { hidden };
}
