import { said } from '@app/i18n/codes';
import { z } from 'zod';

/** A block of an About or Contact page: its type and its fields in the requested language. */
export const pageBlock = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PageBlock = z.infer<typeof pageBlock>;

export const contentPage = z.object({
  slug: z.string(),
  title: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  blocks: z.array(pageBlock),
});
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResponse = z.object({ data: contentPage });
export type ContentPageResponse = z.infer<typeof contentPageResponse>;
export const contentPageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** A blog post in the requested language. */
export const blogPost = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  author: z.object({ name: z.string() }).nullable(),
});
export type BlogPost = z.infer<typeof blogPost>;
/** GET /blog-page-contents: newest first. */
export const blogListResponse = z.array(blogPost);
export type BlogListResponse = z.infer<typeof blogListResponse>;
export const blogPostResponse = z.object({ data: blogPost });
export type BlogPostResponse = z.infer<typeof blogPostResponse>;

export const helpArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;
export const helpSection = z.object({
  id: z.number().int(),
  title: z.string(),
  articles: z.array(helpArticle),
});
export const helpCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  sections: z.array(helpSection),
});
export type HelpCategory = z.infer<typeof helpCategory>;
/** GET /help-page-contents: categories with their sections and articles, in order. */
export const helpResponse = z.array(helpCategory);
export type HelpResponse = z.infer<typeof helpResponse>;
export const helpArticleResponse = z.object({
  data: helpArticle.extend({ category: z.string(), section: z.string() }),
});
export type HelpArticleResponse = z.infer<typeof helpArticleResponse>;

/** The contact form; the message is stored and e-mailed to the team. */
export const contactBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, said('field.required', { attribute: 'name' }))
    .max(100),
  email: z.string().trim().pipe(z.email('auth.email_invalid')),
  subject: z
    .string()
    .trim()
    .min(1, said('field.required', { attribute: 'subject' }))
    .max(200),
  message: z
    .string()
    .trim()
    .min(1, said('field.required', { attribute: 'message' }))
    .max(5000),
});
export type ContactBody = z.input<typeof contactBody>;
export const contactResponse = z.object({ code: z.string().optional(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
export const CONTACT_THANKS = 'pages.contact_thanks';
