import { z } from 'zod';
import { languageSchema } from './common';
import { wholeNumber } from './common';

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

/**
 * GET /search: the search results page. Without `type`, the first `per_page` pages of every kind
 * a term finds; with it, page `page` of that kind alone ("more").
 */
export const SEARCH_RESULTS_PER_PAGE = 6;
export const searchResultsQuery = z.object({
  q: z.string().trim().min(1).max(100),
  type: searchTypeSchema.optional(),
  page: wholeNumber(z.number().int().min(1).max(200).default(1)),
  per_page: wholeNumber(z.number().int().min(1).max(24).default(SEARCH_RESULTS_PER_PAGE)),
});
export type SearchResultsQuery = z.infer<typeof searchResultsQuery>;

/** One kind's results: how many pages of that kind the term finds, and the page asked for. */
export const searchResultGroup = z.object({
  type: searchTypeSchema,
  /** Matches of this kind; counted up to 1,000 fundraisers (`capped`: at least this many). */
  total: z.number().int(),
  capped: z.boolean(),
  page: z.number().int(),
  data: z.array(searchSuggestion),
});
export type SearchResultGroup = z.infer<typeof searchResultGroup>;

export const searchResultsResponse = z.object({
  /** The kinds with results, the kind with the best match first. */
  groups: z.array(searchResultGroup),
  /** The term with its typos corrected ('klimat' -> 'climate'), or null when nothing was. */
  suggestion: z.string().nullable(),
});
export type SearchResultsResponse = z.infer<typeof searchResultsResponse>;
