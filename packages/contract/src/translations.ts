import { z } from 'zod';

export const translationsParams = z.object({ language: z.string().min(1).max(10) });

/** Flat map of translation key to text, e.g. `{ "header.discover": "Discover" }`. */
export const translationsResponse = z.record(z.string(), z.string());
export type TranslationsResponse = z.infer<typeof translationsResponse>;
