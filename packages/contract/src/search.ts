import { z } from 'zod';
import { languageSchema } from './common';

export const searchTypes = [
  'nonprofit',
  'fundraiser',
  'event',
  'project',
  'company',
  'company-event',
  'topic',
  'job',
] as const;
export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

/** One suggestion of the header search. */
export const searchSuggestion = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The language of `title`: the reader's, or the other where the page has only that one. */
  title_lang: languageSchema.default('en'),
  type: searchTypeSchema,
  /** Web path to open, e.g. /fundraiser-details/12. */
  link: z.string(),
  picture: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const SEARCH_MAX_SUGGESTIONS = 10;
export const searchParams = z.object({ query: z.string().trim().min(1).max(100) });
export const searchResponse = z.object({
  data: z.array(searchSuggestion).max(SEARCH_MAX_SUGGESTIONS),
});
export type SearchResponse = z.infer<typeof searchResponse>;
