import { z } from 'zod';
import { euros, paged } from './common';

/** A non-profit as a card or list row shows it. */
export const nonprofitListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  verified: z.boolean(),
  raised: euros,
});
export type NonprofitListItem = z.infer<typeof nonprofitListItem>;

export const nonprofitListResponse = paged(nonprofitListItem);
export type NonprofitListResponse = z.infer<typeof nonprofitListResponse>;

/** GET /fundraiser-nonprofit/{id}: the non-profit a fundraiser raises money for. */
export const fundraiserNonprofitResponse = z.object({ nonprofit: nonprofitListItem.nullable() });
export type FundraiserNonprofitResponse = z.infer<typeof fundraiserNonprofitResponse>;
