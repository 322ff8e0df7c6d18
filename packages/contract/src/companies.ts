import { z } from 'zod';
import { euros, paged } from './common';
import { pageRef } from './pages';

export const companyListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  colorTheme: z.string().nullable(),
  verified: z.boolean(),
  events_count: z.number().int(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;
export const companyListResponse = paged(companyListItem);
export type CompanyListResponse = z.infer<typeof companyListResponse>;

export const companyEventListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  colorTheme: z.string().nullable(),
  goal: euros.nullable(),
  raised: euros,
  company: pageRef,
  nonprofit: pageRef.nullable(),
});
export type CompanyEventListItem = z.infer<typeof companyEventListItem>;
export const companyEventListResponse = paged(companyEventListItem);
export type CompanyEventListResponse = z.infer<typeof companyEventListResponse>;

/** GET /companies/events/{companyId}: a company's events (spec 7, Companies). */
export const companyEventsResponse = z.array(companyEventListItem);
export type CompanyEventsResponse = z.infer<typeof companyEventsResponse>;
