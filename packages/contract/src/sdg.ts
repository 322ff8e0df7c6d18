import { z } from 'zod';

/** One of the 17 UN Sustainable Development Goals, in the requested language. */
export const sdgTopic = z.object({
  id: z.number().int(),
  uuid: z.string(),
  number: z.number().int().min(1).max(17),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  colorTheme: z.string(),
});
export type SdgTopic = z.infer<typeof sdgTopic>;

export const sdgTopicListResponse = z.object({ data: z.array(sdgTopic) });
export type SdgTopicListResponse = z.infer<typeof sdgTopicListResponse>;

export const sdgTopicResponse = z.object({ data: sdgTopic });
export type SdgTopicResponse = z.infer<typeof sdgTopicResponse>;

/** Tabs of an SDG page that list what works on the goal. */
export const sdgTabs = [
  'nonprofits',
  'events',
  'fundraisers',
  'projects',
  'companies',
  'topics',
  'company-events',
  'jobs',
] as const;
export type SdgTab = (typeof sdgTabs)[number];

/** How much works on a goal, per tab, and how many people follow its topics. */
export const sdgStatsResponse = z.object({
  data: z.object({
    nonprofits: z.number().int(),
    events: z.number().int(),
    fundraisers: z.number().int(),
    projects: z.number().int(),
    companies: z.number().int(),
    topics: z.number().int(),
    company_events: z.number().int(),
    jobs: z.number().int(),
    followers: z.number().int(),
  }),
});
export type SdgStatsResponse = z.infer<typeof sdgStatsResponse>;
