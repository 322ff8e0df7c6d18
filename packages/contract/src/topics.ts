import { z } from 'zod';
import { paged, wholeNumber } from './common';
import { sdgRef } from './pages';

/** A cause people follow; `topics_id` is the SDG it belongs to. */
export const topicListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  topics_id: z.number().int().nullable(),
  /** Name of that SDG. */
  parent_name: z.string().nullable(),
  followers_count: z.number().int(),
});
export type TopicListItem = z.infer<typeof topicListItem>;
export const topicListResponse = paged(topicListItem);
export type TopicListResponse = z.infer<typeof topicListResponse>;

export const popularTopicsQuery = z.object({
  limit: wholeNumber(z.number().int().min(1).max(24).default(8)),
});
export const popularTopicsResponse = z.object({ data: z.array(topicListItem) });
export type PopularTopicsResponse = z.infer<typeof popularTopicsResponse>;

export const topicDetails = topicListItem.extend({
  sdg: sdgRef.nullable(),
  nonprofits_count: z.number().int(),
  fundraisers_count: z.number().int(),
});
export type TopicDetails = z.infer<typeof topicDetails>;
export const topicDetailsResponse = z.object({ data: topicDetails });
export type TopicDetailsResponse = z.infer<typeof topicDetailsResponse>;

/** GET /parent-topic/{id}: the name of the SDG a topic belongs to. */
export const parentTopicResponse = z.object({ name: z.string() });
export type ParentTopicResponse = z.infer<typeof parentTopicResponse>;
