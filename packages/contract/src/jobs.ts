import { z } from 'zod';
import { paged } from './common';
import { pageRef } from './pages';

/** A vacancy as a card shows it. */
export const jobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  employment: z.string().nullable(),
  deadline: z.string().nullable(),
  picture: z.string().nullable(),
  nonprofit: pageRef,
});
export type JobListItem = z.infer<typeof jobListItem>;
export const jobListResponse = paged(jobListItem);
export type JobListResponse = z.infer<typeof jobListResponse>;
