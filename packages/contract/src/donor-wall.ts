import { z } from 'zod';
import { euros, idNumber, paged, pagedQuery, wholeNumber } from './common';
import { donationTargetType } from './donations';

/**
 * The donor wall of a page that takes gifts: the gifts that count in its raised amount (paid,
 * not returned, no test money on a live platform), newest or largest first. A donor's name and
 * message appear only when they chose to show them at checkout and did not give anonymously;
 * every other gift is 'Anonymous', with no name anywhere in the answer.
 */

export const donorWallOrders = ['newest', 'largest'] as const;
export const donorWallOrder = z.enum(donorWallOrders);
export type DonorWallOrder = z.infer<typeof donorWallOrder>;

export const donorWallParams = z.object({ type: donationTargetType, id: idNumber() });

/** GET /donor-wall/{type}/{id}: a page of the wall, 10 gifts by default. */
export const donorWallQuery = pagedQuery.omit({ search: true }).extend({
  order: donorWallOrder.default('newest'),
  per_page: wholeNumber(z.number().int().min(1).max(50).default(10)),
});
export type DonorWallQuery = z.input<typeof donorWallQuery>;

export const donorWallEntry = z.object({
  /** The donation, for hiding (the page's owner) or reporting (anyone) its message. */
  id: z.number().int(),
  /** What the gift counts for: its amount less anything returned. */
  amount: euros,
  paid_at: z.string(),
  /** Null: shown as 'Anonymous'. */
  name: z.string().nullable(),
  /** Null when there is none, the donor did not show it, or the page's owner hid it. */
  message: z.string().nullable(),
});
export type DonorWallEntry = z.infer<typeof donorWallEntry>;

export const donorWallResponse = paged(donorWallEntry).extend({
  /** People who gave a counted gift: by account, else by e-mail address, else each gift. */
  donors_count: z.number().int(),
});
export type DonorWallResponse = z.infer<typeof donorWallResponse>;

/** PUT /donations/{id}/message: the page's owner hides a donor's message from the wall, or shows it again. */
export const donorMessageBody = z.object({
  hidden: z.boolean(),
});
export type DonorMessageBody = z.infer<typeof donorMessageBody>;

export const donorMessageResponse = z.object({
  id: z.number().int(),
  message_hidden: z.boolean(),
});
export type DonorMessageResponse = z.infer<typeof donorMessageResponse>;
