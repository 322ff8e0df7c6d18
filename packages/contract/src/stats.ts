import { z } from 'zod';
import { euros } from './common';

/** Sum of all paid donations. */
export const totalRaisedResponse = z.object({
  total_raised: euros,
  total_raised_formatted: z
    .string()
    .describe('Formatted in the requested language, e.g. €1,234.56 or € 1.234,56'),
});
export type TotalRaisedResponse = z.infer<typeof totalRaisedResponse>;

/** Distinct donors with at least one paid donation. */
export const totalSupportersResponse = z.object({
  total_supporters: z.number().int(),
  total_supporters_formatted: z.string(),
});
export type TotalSupportersResponse = z.infer<typeof totalSupportersResponse>;

/** Fundraisers that have received at least one paid donation. */
export const totalFundraisersResponse = z.object({
  total_fundraisers: z.number().int(),
  total_fundraisers_formatted: z.string(),
});
export type TotalFundraisersResponse = z.infer<typeof totalFundraisersResponse>;
