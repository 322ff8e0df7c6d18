import { z } from 'zod';
import { paged, pagedQuery } from './common';

/**
 * The console's Messages section: what people sent through the contact form, with
 * whether an operator has read and answered it.
 */

export const adminInboxMessages = {
  notFound: 'admin_inbox.not_found',
} as const;

/** Open: not answered yet (the default). */
export const contactMessageFilters = ['open', 'answered', 'all'] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

/** GET /admin/messages: newest first, searched in name, address, subject and text. */
export const adminContactMessagesQuery = pagedQuery.extend({
  filter: z.enum(contactMessageFilters).default('open'),
});
export type AdminContactMessagesQuery = z.infer<typeof adminContactMessagesQuery>;

export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The language the sender wrote in (the site's language then). */
  locale: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const adminContactMessagesResponse = paged(adminContactMessage);
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponse>;

export const adminContactMessageResponse = z.object({ data: adminContactMessage });
export type AdminContactMessageResponse = z.infer<typeof adminContactMessageResponse>;
