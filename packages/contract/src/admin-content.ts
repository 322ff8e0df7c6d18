import { z } from 'zod';
import { idNumber } from './common';

/**
 * The console's Content section: the About and Contact pages edited block by block in
 * English and Dutch (a draft, then publish), blog posts, and the help center's categories,
 * sections and articles. Every change writes one audit entry; a public page shows it at once.
 */

/** Texts of the Content section's endpoints. */
export const adminContentMessages = {
  blockType: 'admin_content.block_type',
  heroHeading: 'admin_content.hero_heading',
  buttonUrl: 'admin_content.button_url',
  richText: 'admin_content.rich_text',
  image: 'admin_content.image',
  storedPicture: 'admin_content.stored_picture',
  faqItems: 'admin_content.faq_items',
  question: 'admin_content.question',
  answer: 'admin_content.answer',
  members: 'admin_content.members',
  memberName: 'admin_content.member_name',
  tooManyBlocks: 'admin_content.too_many_blocks',
  tooManyItems: 'admin_content.too_many_items',
  noDraft: 'admin_content.no_draft',
  blogPostNotFound: 'admin_content.blog_post_not_found',
  helpCategoryNotFound: 'admin_content.help_category_not_found',
  helpSectionNotFound: 'admin_content.help_section_not_found',
  helpArticleNotFound: 'admin_content.help_article_not_found',
  slugTaken: 'admin_content.slug_taken',
} as const;

/** The pages built from blocks. */
export const contentPageSlugs = ['about', 'contact'] as const;
export const contentPageSlug = z.enum(contentPageSlugs);
export type ContentPageSlug = z.infer<typeof contentPageSlug>;
export const adminContentPageParams = z.object({ slug: contentPageSlug });

/** What the public About and Contact pages render (features/content/components/blocks). */
export const contentBlockTypes = [
  'hero',
  'rich_text',
  'image',
  'faq_list',
  'team_members',
  'contact_form',
] as const;
export type ContentBlockType = (typeof contentBlockTypes)[number];

export const CONTENT_MAX_BLOCKS = 30;
export const CONTENT_MAX_ITEMS = 50;
/** The most a rich-text block may hold, in characters of HTML. */
export const RICH_TEXT_MAX = 50_000;

/** An optional line of text; empty is the same as leaving it out. */
const optionalText = (max: number) => z.string().trim().max(max).optional();
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * A stored picture's file name, as the media library gives it (`file`); the API checks that it is
 * stored. Empty means no picture.
 */
export const storedPictureName = z
  .string()
  .trim()
  .max(200)
  .regex(/^([a-z0-9-]+\.[a-z0-9]+)?$/, adminContentMessages.storedPicture);

const heroData = z
  .object({
    heading: requiredText(200, adminContentMessages.heroHeading),
    subheading: optionalText(500),
    background_image: storedPictureName.optional(),
    button_text: optionalText(60),
    button_url: optionalText(500),
  })
  .refine((hero) => !hero.button_text || !!hero.button_url, {
    message: adminContentMessages.buttonUrl,
    path: ['button_url'],
  });

const richTextData = z.object({
  content: requiredText(RICH_TEXT_MAX, adminContentMessages.richText),
});

const imageData = z.object({
  image: z
    .string({ error: adminContentMessages.image })
    .trim()
    .min(1, adminContentMessages.image)
    .pipe(storedPictureName),
  alt_text: optionalText(300),
});

const faqListData = z.object({
  heading: optionalText(200),
  items: z
    .array(
      z.object({
        question: requiredText(300, adminContentMessages.question),
        answer: requiredText(5000, adminContentMessages.answer),
      }),
      { error: adminContentMessages.faqItems },
    )
    .min(1, adminContentMessages.faqItems)
    .max(CONTENT_MAX_ITEMS, adminContentMessages.tooManyItems),
});

const teamMembersData = z.object({
  heading: optionalText(200),
  members: z
    .array(
      z.object({
        name: requiredText(100, adminContentMessages.memberName),
        position: optionalText(100),
        bio: optionalText(1000),
        image_url: storedPictureName.optional(),
      }),
      { error: adminContentMessages.members },
    )
    .min(1, adminContentMessages.members)
    .max(CONTENT_MAX_ITEMS, adminContentMessages.tooManyItems),
});

/** The contact form always asks for all four fields: POST /contact needs them. */
const contactFormData = z.object({ heading: optionalText(200) });

const block = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data, data_nl: data });

/** One block as the editor sends it: its type and its fields in English and in Dutch. */
export const contentBlockInput = z.discriminatedUnion(
  'type',
  [
    block('hero', heroData),
    block('rich_text', richTextData),
    block('image', imageData),
    block('faq_list', faqListData),
    block('team_members', teamMembersData),
    block('contact_form', contactFormData),
  ],
  { error: adminContentMessages.blockType },
);
export type ContentBlockInput = z.infer<typeof contentBlockInput>;

/** PUT /admin/content/pages/{slug}/draft: the whole ordered list of blocks. */
export const contentDraftBody = z.object({
  blocks: z.array(contentBlockInput).max(CONTENT_MAX_BLOCKS, adminContentMessages.tooManyBlocks),
});
export type ContentDraftBody = z.infer<typeof contentDraftBody>;

/** A block as stored: English fields, Dutch fields (null on an older block without them). */
export const adminContentBlock = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  data_nl: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminContentBlock = z.infer<typeof adminContentBlock>;

/** An About or Contact page in the console: what visitors see, and the draft if there is one. */
export const adminContentPage = z.object({
  slug: contentPageSlug,
  published: z.boolean(),
  blocks: z.array(adminContentBlock),
  draft: z.array(adminContentBlock).nullable(),
  draft_updated_at: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPage>;
export const adminContentPageResponse = z.object({ data: adminContentPage });
export type AdminContentPageResponse = z.infer<typeof adminContentPageResponse>;

/** A blog post in both languages, as the console edits it. */
export const adminBlogPost = z.object({
  id: z.number().int(),
  name: z.string(),
  name_nl: z.string().nullable(),
  description: z.string(),
  description_nl: z.string().nullable(),
  picture: z.string().nullable(),
  published: z.boolean(),
  /** From when visitors see it; null: from its creation. */
  publish_at: z.string().nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;
export const adminBlogPostsResponse = z.object({ data: z.array(adminBlogPost) });
export type AdminBlogPostsResponse = z.infer<typeof adminBlogPostsResponse>;
/**
 * What a write of a post answers: the post as it is now, and whether the call changed it (a save
 * that changes nothing writes no audit entry).
 */
export const adminBlogPostResponse = z.object({ data: adminBlogPost, changed: z.boolean() });
export type AdminBlogPostResponse = z.infer<typeof adminBlogPostResponse>;

/** POST /admin/blog-posts and PUT /admin/blog-posts/{id}. */
export const adminBlogPostBody = z.object({
  name: z.string().trim().min(1).max(200),
  name_nl: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(50_000),
  description_nl: z.string().trim().min(1).max(50_000),
  picture: storedPictureName.optional(),
  published: z.boolean().optional(),
  publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type AdminBlogPostBody = z.infer<typeof adminBlogPostBody>;

/** The help center in both languages, in order. */
export const adminHelpArticle = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  position: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_nl: z.string().nullable(),
  content: z.string(),
  content_nl: z.string().nullable(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;
export const adminHelpSection = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  title_nl: z.string().nullable(),
  articles: z.array(adminHelpArticle),
});
export type AdminHelpSection = z.infer<typeof adminHelpSection>;
export const adminHelpCategory = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  title_nl: z.string().nullable(),
  sections: z.array(adminHelpSection),
});
export type AdminHelpCategory = z.infer<typeof adminHelpCategory>;
export const adminHelpResponse = z.object({ data: z.array(adminHelpCategory) });
export type AdminHelpResponse = z.infer<typeof adminHelpResponse>;

const helpTitles = {
  title: z.string().trim().min(1).max(200),
  title_nl: z.string().trim().min(1).max(200),
  position: z.number().int().min(0).max(10_000).optional(),
};

export const adminHelpCategoryBody = z.object(helpTitles);
export type AdminHelpCategoryBody = z.infer<typeof adminHelpCategoryBody>;
export const adminHelpSectionBody = z.object({ category_id: idNumber(), ...helpTitles });
export type AdminHelpSectionBody = z.infer<typeof adminHelpSectionBody>;
export const adminHelpArticleBody = z.object({
  section_id: idNumber(),
  ...helpTitles,
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  content: z.string().trim().min(1).max(50_000),
  content_nl: z.string().trim().min(1).max(50_000),
});
export type AdminHelpArticleBody = z.infer<typeof adminHelpArticleBody>;

/**
 * What a help write answers: the row as stored (without its children), and whether the call
 * changed it (a save that changes nothing writes no audit entry).
 */
export const adminHelpCategoryResponse = z.object({
  data: adminHelpCategory.omit({ sections: true }),
  changed: z.boolean(),
});
export const adminHelpSectionResponse = z.object({
  data: adminHelpSection.omit({ articles: true }),
  changed: z.boolean(),
});
export const adminHelpArticleResponse = z.object({
  data: adminHelpArticle,
  changed: z.boolean(),
});

/** DELETE: what was removed (a category takes its sections and articles with it). */
export const adminContentDeletedResponse = z.object({ deleted: z.boolean() });
