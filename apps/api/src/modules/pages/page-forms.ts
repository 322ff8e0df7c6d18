import { campaignMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { nonprofits } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { mayDo, pageRoleOf } from '../../plugins/ownership';
import { withProblems } from '../../lib/validation';
import { readPageForm } from '../media/media-form';
import type { MediaApp } from '../media/media.service';

/** An id as a form or JSON body sends it ('12' or 12); anything else is left to the schema. */
export function sentId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\s*\d{1,10}\s*$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Checks the non-profit a campaign or package is put under (`nonprofits_id` as sent): one the
 * user neither owns nor helps edit answers 403 at once; one that does not exist is a field problem, returned to be
 * reported with the form's others. An id the schema will refuse anyway is left to it.
 */
export async function nonprofitProblem(
  db: Db,
  userId: number,
  value: unknown,
): Promise<Record<string, string> | null> {
  const id = sentId(value);
  if (id === undefined) return null;
  const [row] = await db
    .select({ id: nonprofits.id })
    .from(nonprofits)
    .where(eq(nonprofits.id, id));
  if (!row) return { nonprofits_id: campaignMessages.nonprofitInvalid };
  const role = await pageRoleOf(db, userId, { type: 'nonprofit', id });
  if (!mayDo(role, 'edit')) throw forbidden(campaignMessages.nonprofitForbidden);
  return null;
}

/**
 * An update may repeat the campaign's non-profit (the same form as creating it), not change
 * it: its raised money is counted for that non-profit.
 */
export function sameNonprofitProblem(
  current: number,
  value: unknown,
): Record<string, string> | null {
  const id = sentId(value);
  return id !== undefined && id !== current
    ? { nonprofits_id: campaignMessages.nonprofitFixed }
    : null;
}

/** Field value of a multipart or JSON body, before validation. */
export const rawField = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;

/**
 * Reads the multipart form of an event or project (see `readPageForm`). A new one must go under
 * an own non-profit; an existing one (`nonprofitId` given) stays under its own. Those problems
 * and any `problems` the caller found come back in one 422 with the form's own.
 */
export async function readCampaignForm<S extends ZodType>(
  app: MediaApp,
  userId: number,
  body: unknown,
  schema: S,
  imageFields: readonly string[],
  existing: { nonprofitId: number; problems?: Record<string, string> | null } | null = null,
) {
  const sent = rawField(body, 'nonprofits_id');
  const nonprofit = existing
    ? sameNonprofitProblem(existing.nonprofitId, sent)
    : await nonprofitProblem(app.db, userId, sent);
  const problems = { ...nonprofit, ...existing?.problems };
  return readPageForm(app, userId, body, withProblems(schema, problems), imageFields);
}
