import { z } from 'zod';
import { euros, paged } from './common';
import { pageRef } from './pages';

/** A non-profit's event as a card shows it. */
export const eventListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  addressLine1: z.string().nullable(),
  nonprofits_id: z.number().int(),
  nonprofit: pageRef,
  raised: euros,
});
export type EventListItem = z.infer<typeof eventListItem>;
export const eventListResponse = paged(eventListItem);
export type EventListResponse = z.infer<typeof eventListResponse>;

/** A non-profit's project as a card shows it. */
export const projectListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  nonprofits_id: z.number().int(),
  nonprofit: pageRef,
  raised: euros,
});
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectListResponse = paged(projectListItem);
export type ProjectListResponse = z.infer<typeof projectListResponse>;
