import { z } from 'zod';
import { euros, idNumber } from './common';
import { pageTexts, textLanguages } from './page-texts';

/** A short reference to another page. */
export const pageRef = z.object({ id: z.number().int(), name: z.string() });
export type PageRef = z.infer<typeof pageRef>;

/** Kinds of page a visitor can open in detail. */
export const pageTypes = [
  'nonprofit',
  'fundraiser',
  'event',
  'project',
  'company',
  'company-event',
] as const;
export const pageTypeSchema = z.enum(pageTypes);
export type PageType = z.infer<typeof pageTypeSchema>;

export const sdgRef = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  colorTheme: z.string(),
});
export type SdgRef = z.infer<typeof sdgRef>;

/**
 * Everything a detail page shows about a non-profit, fundraiser, event, project, company or
 * company event. Fields a kind does not have are null (or empty lists).
 */
export const pageDetails = z.object({
  type: pageTypeSchema,
  id: z.number().int(),
  /** Name, or an event's title. */
  name: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  colorTheme: z.string().nullable(),
  active: z.boolean(),
  verified: z.boolean(),
  /** When an operator last checked the page and verified it; null while it is not verified. */
  verified_at: z.string().nullable(),
  /** When the platform found the organisation in the ANBI register (`isAnbiConfirmed`); else null. */
  anbi_checked_at: z.string().nullable(),
  /** Paid donations; null for companies, which take no donations. */
  raised: euros.nullable(),
  goal: euros.nullable(),
  /** Null for kinds nobody can follow (events, projects, company events). */
  followers_count: z.number().int().nullable(),
  /** Owner's user id. */
  user_id: z.number().int(),
  nonprofit: pageRef.nullable(),
  event: pageRef.nullable(),
  project: pageRef.nullable(),
  company: pageRef.nullable(),
  topic: pageRef.nullable(),
  topics: z.array(pageRef),
  sdg: sdgRef.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /**
   * Events, projects, fundraisers and company events raising money for this page; for a
   * fundraiser, the fundraisers its organiser runs (this one included).
   */
  campaigns_count: z.number().int(),
  /** Timeline updates the page has posted. */
  updates_count: z.number().int(),
  /**
   * Who runs the page: the person behind a fundraiser (name and profile photo), the non-profit
   * behind an event or project, the company behind a company event; null for a non-profit or a
   * company, which is its own organiser.
   */
  organiser: z
    .object({
      kind: z.enum(['person', 'nonprofit', 'company']),
      id: z.number().int(),
      name: z.string(),
      picture: z.string().nullable(),
    })
    .nullable(),
  /** Company facts (Company Overview); null for other kinds. */
  page_data: z.record(z.string(), z.string()).nullable(),
  created_at: z.string(),
  languages: textLanguages,
  texts: pageTexts,
});
export type PageDetails = z.infer<typeof pageDetails>;

export const pageDetailsResponse = z.object({ data: pageDetails });
export type PageDetailsResponse = z.infer<typeof pageDetailsResponse>;

export const pageDetailsParams = z.object({
  type: pageTypeSchema,
  id: idNumber(),
});

/** An ordered block of a detail page's "About {name}" content. */
export const contentBlock = z.object({
  id: z.number().int(),
  block_type: z.enum(['TEXT', 'VIDEO', 'PICTURE']),
  index: z.number().int(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  content: z.string().nullable(),
  languages: textLanguages,
});
export type ContentBlock = z.infer<typeof contentBlock>;
export const contentBlocksResponse = z.object({ data: z.array(contentBlock) });
export type ContentBlocksResponse = z.infer<typeof contentBlocksResponse>;

/** GET /related-fundraiser-details/{id}: the pages a fundraiser raises money for. */
export const relatedFundraiserResponse = z.object({
  data: z.object({
    nonprofit: pageRef.nullable(),
    event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    project: pageRef.nullable(),
  }),
});
export type RelatedFundraiserResponse = z.infer<typeof relatedFundraiserResponse>;

/** GET /nonprofit-raised|fundraiser-raised|event-raised/{id}: paid donations, in euros. */
export const raisedResponse = z.object({ raised_count: euros, raised_formatted: z.string() });
export type RaisedResponse = z.infer<typeof raisedResponse>;

/** The people and campaigns around a page (community grid). */
export const communityKinds = [
  'project',
  'event',
  'fundraiser',
  'company-event',
  'follower',
] as const;
export const communityItem = z.object({
  kind: z.enum(communityKinds),
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type CommunityItem = z.infer<typeof communityItem>;
export const communityResponse = z.object({ data: z.array(communityItem) });
export type CommunityResponse = z.infer<typeof communityResponse>;
