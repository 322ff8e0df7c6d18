import { z } from 'zod';
import { euros, paged } from './common';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A fundraiser as a card or list row shows it, with the page it raises money for. */
export const fundraiserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  image: z.string().nullable(),
  goal: euros.nullable(),
  raised: euros,
  users_id: z.number().int(),
  nonprofit: ref.nullable(),
  /** Events carry a title; it is given here as `name`. */
  event: ref.nullable(),
  project: ref.nullable(),
});
export type FundraiserListItem = z.infer<typeof fundraiserListItem>;

export const fundraiserListResponse = paged(fundraiserListItem);
export type FundraiserListResponse = z.infer<typeof fundraiserListResponse>;
