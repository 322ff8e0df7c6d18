import { z } from 'zod';

/** A city, country or continent card. */
export const locationItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  logo: z.string().nullable(),
  colorTheme: z.string().nullable(),
  /** The country of a city, the continent of a country. */
  parent_topic: z.object({ name: z.string() }).nullable(),
});
export type LocationItem = z.infer<typeof locationItem>;
export const locationListResponse = z.object({ data: z.array(locationItem) });
export type LocationListResponse = z.infer<typeof locationListResponse>;
