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
