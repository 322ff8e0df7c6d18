import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthFailureResponse = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
});
