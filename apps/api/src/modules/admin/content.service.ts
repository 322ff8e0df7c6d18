import {
  adminContentMessages,
  type AdminBlogPost,
  type AdminBlogPostBody,
  type AdminContentBlock,
  type AdminContentPage,
  type AdminHelpArticleBody,
  type AdminHelpCategory,
  type AdminHelpCategoryBody,
  type AdminHelpSectionBody,
  type ContentBlockInput,
  type ContentPageSlug,
} from '@app/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogPosts,
  helpArticles,
  helpCategories,
  helpSections,
  pageBlocks,
  pages,
  users,
} from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import { ValidationError } from '../../lib/validation';
import { changedFields, recordAudit } from './audit';

/** A transaction's handle (what `app.db.transaction` passes). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------------------------------------
// About and Contact: blocks, draft and publish
// ---------------------------------------------------------------------------------------------

/** A page created by its first draft is named like the seeded ones. */
const DEFAULT_TITLES: Record<ContentPageSlug, { en: string; nl: string }> = {
  about: { en: 'About', nl: 'Over ons' },
  contact: { en: 'Contact', nl: 'Contact' },
};

/** The contact form asks for every field POST /contact needs (block-data.ts reads the keys). */
const CONTACT_FIELDS = [{ name: '', email: '', subject: '', message: '' }];

/** Text from HTML, to tell a rich text with words from one that the cleaning left empty. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Fields without empty optional texts, so a stored block holds only what it shows. */
function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The picture fields of one language's data, by their path under that data. */
function picturesOf(type: string, data: Record<string, unknown>): [string[], string][] {
  const found: [string[], string][] = [];
  const add = (path: string[], value: unknown) => {
    if (typeof value === 'string' && value !== '') found.push([path, value]);
  };
  if (type === 'hero') add(['background_image'], data.background_image);
  if (type === 'image') add(['image'], data.image);
  if (type === 'team_members' && Array.isArray(data.members))
    data.members.forEach((member: Record<string, unknown>, index) =>
      add(['members', String(index), 'image_url'], member.image_url),
    );
  return found;
}

/**
 * The blocks as they are stored: rich text cleaned with the public page's allow-list (a script
 * is gone; a text with no words left is refused), every picture a stored file, empty optional
 * texts left out, the contact form with its four fields. Throws a 422 listing every problem.
 */
export async function cleanBlocks(
  storage: Storage,
  blocks: ContentBlockInput[],
): Promise<AdminContentBlock[]> {
  const errors: Record<string, string[]> = {};
  const cleaned: AdminContentBlock[] = [];
  for (const [index, block] of blocks.entries()) {
    const clean = async (language: 'data' | 'data_nl') => {
      const data = block[language] as Record<string, unknown>;
      const at = (path: string[]) => ['blocks', String(index), language, ...path].join('.');
      for (const [path, file] of picturesOf(block.type, data)) {
        if (!(await storage.has(file))) errors[at(path)] = [adminContentMessages.storedPicture];
      }
      switch (block.type) {
        case 'rich_text': {
          const content = sanitizeRichText(String(data.content));
          if (wordsOf(content) === '') errors[at(['content'])] = [adminContentMessages.richText];
          return { content };
        }
        case 'faq_list':
          return compact({ ...data, items: data.items });
        case 'team_members':
          return compact({
            ...data,
            members: (data.members as Record<string, unknown>[]).map(compact),
          });
        case 'contact_form':
          return compact({ ...data, fields: CONTACT_FIELDS });
        default:
          return compact(data);
      }
    };
    cleaned.push({ type: block.type, data: await clean('data'), data_nl: await clean('data_nl') });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return cleaned;
}

const asBlocks = (value: unknown): AdminContentBlock[] | null =>
  Array.isArray(value) ? (value as AdminContentBlock[]) : null;

/** An About or Contact page as the console shows it; an empty one when it was never made. */
export async function findContentPage(db: Db, slug: ContentPageSlug): Promise<AdminContentPage> {
  const [page] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!page) return { slug, published: false, blocks: [], draft: null, draft_updated_at: null };
  const blocks = await db
    .select()
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, page.id))
    .orderBy(asc(pageBlocks.position));
  return {
    slug,
    published: page.published,
    blocks: blocks.map((block) => ({ type: block.type, data: block.data, data_nl: block.dataNl })),
    draft: asBlocks(page.draft),
    draft_updated_at: page.draftUpdatedAt?.toISOString() ?? null,
  };
}

/** The page's row, made (unpublished) when the first draft of it is saved. */
async function pageRow(tx: Tx, slug: ContentPageSlug) {
  const [found] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  if (found) return found;
  const [made] = await tx
    .insert(pages)
    .values({ slug, title: DEFAULT_TITLES[slug].en, titleNl: DEFAULT_TITLES[slug].nl })
    .returning();
  return made!;
}

/** Saves the whole list of blocks as the page's draft (visitors still see the published ones). */
export async function saveDraft(
  tx: Tx,
  slug: ContentPageSlug,
  blocks: AdminContentBlock[],
  actorId: number,
): Promise<void> {
  const page = await pageRow(tx, slug);
  await tx
    .update(pages)
    .set({ draft: blocks, draftUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(pages.id, page.id));
  await recordAudit(tx, {
    actorId,
    action: 'content.draft',
    targetType: 'content_page',
    targetId: slug,
    before: { draft_blocks: asBlocks(page.draft)?.length ?? null },
    after: { draft_blocks: blocks.length },
  });
}

/**
 * Replaces the page's blocks with its draft and publishes the page, in the caller's transaction.
 * 'no-draft' when there is nothing to publish.
 */
export async function publishDraft(
  tx: Tx,
  slug: ContentPageSlug,
  actorId: number,
): Promise<'no-draft' | 'published'> {
  const [page] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  const draft = asBlocks(page?.draft);
  if (!page || !draft) return 'no-draft';
  const before = await tx
    .delete(pageBlocks)
    .where(eq(pageBlocks.pageId, page.id))
    .returning({ id: pageBlocks.id, type: pageBlocks.type, position: pageBlocks.position });
  const after =
    draft.length === 0
      ? []
      : await tx
          .insert(pageBlocks)
          .values(
            draft.map((block, position) => ({
              pageId: page.id,
              position,
              type: block.type,
              data: block.data,
              dataNl: block.data_nl,
            })),
          )
          .returning({ id: pageBlocks.id, type: pageBlocks.type });
  await tx
    .update(pages)
    .set({ published: true, draft: null, draftUpdatedAt: null, updatedAt: new Date() })
    .where(eq(pages.id, page.id));
  await recordAudit(tx, {
    actorId,
    action: 'content.publish',
    targetType: 'content_page',
    targetId: slug,
    before: {
      published: page.published,
      blocks: before.sort((a, b) => a.position - b.position).map((b) => `${b.id} ${b.type}`),
    },
    after: { published: true, blocks: after.map((b) => `${b.id} ${b.type}`) },
  });
  return 'published';
}

/** Throws the draft away; 'no-draft' when there is none. */
export async function discardDraft(
  tx: Tx,
  slug: ContentPageSlug,
  actorId: number,
): Promise<'no-draft' | 'discarded'> {
  const [page] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  const draft = asBlocks(page?.draft);
  if (!page || !draft) return 'no-draft';
  await tx
    .update(pages)
    .set({ draft: null, draftUpdatedAt: null, updatedAt: new Date() })
    .where(eq(pages.id, page.id));
  await recordAudit(tx, {
    actorId,
    action: 'content.discard',
    targetType: 'content_page',
    targetId: slug,
    before: { draft_blocks: draft.length },
    after: { draft_blocks: null },
  });
  return 'discarded';
}

// ---------------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------------

const selectAdminBlogPosts = (db: Db) =>
  db
    .select({ post: blogPosts, authorName: users.name })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId));

type AdminBlogRow = Awaited<ReturnType<typeof selectAdminBlogPosts>>[number];

function toAdminBlogPost({ post, authorName }: AdminBlogRow): AdminBlogPost {
  return {
    id: post.id,
    name: post.name,
    name_nl: post.nameNl,
    description: post.description,
    description_nl: post.descriptionNl,
    picture: post.picture,
    published: post.published,
    publish_at: post.publishAt?.toISOString() ?? null,
    author:
      post.authorId !== null && authorName !== null
        ? { id: post.authorId, name: authorName }
        : null,
    created_at: post.createdAt.toISOString(),
  };
}

/** Every blog post, scheduled and unpublished ones too, newest (by publish date) first. */
export async function listAdminBlogPosts(db: Db): Promise<AdminBlogPost[]> {
  const rows = await selectAdminBlogPosts(db).orderBy(
    desc(sql`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`),
    desc(blogPosts.id),
  );
  return rows.map(toAdminBlogPost);
}

export async function findAdminBlogPost(db: Db, id: number): Promise<AdminBlogPost | undefined> {
  const [row] = await selectAdminBlogPosts(db).where(eq(blogPosts.id, id));
  return row && toAdminBlogPost(row);
}

/** A picture must be a stored file (the media library's `file`); 422 otherwise. */
export async function checkPicture(
  storage: Storage,
  field: string,
  file: string | undefined,
): Promise<void> {
  if (file && !(await storage.has(file)))
    throw new ValidationError({ [field]: [adminContentMessages.storedPicture] });
}

/** The columns a blog post body sets (a missing picture or date clears it). */
const blogValues = (body: AdminBlogPostBody) => ({
  name: body.name,
  nameNl: body.name_nl,
  description: body.description,
  descriptionNl: body.description_nl,
  picture: body.picture || null,
  published: body.published ?? true,
  publishAt: body.publish_at ? new Date(body.publish_at) : null,
});

type BlogColumns = {
  [K in keyof ReturnType<typeof blogValues>]: ReturnType<typeof blogValues>[K] | null;
};

/** The audited fields of a post, as the API names them. */
const blogAudit = (values: BlogColumns) => ({
  name: values.name,
  name_nl: values.nameNl,
  description: values.description,
  description_nl: values.descriptionNl,
  picture: values.picture,
  published: values.published,
  publish_at: values.publishAt?.toISOString() ?? null,
});

export async function createBlogPost(
  tx: Tx,
  body: AdminBlogPostBody,
  actorId: number,
): Promise<number> {
  const values = blogValues(body);
  const [post] = await tx
    .insert(blogPosts)
    .values({ ...values, authorId: actorId })
    .returning({ id: blogPosts.id });
  const { description: _d, description_nl: _n, ...after } = blogAudit(values);
  await recordAudit(tx, {
    actorId,
    action: 'blog.create',
    targetType: 'blog_post',
    targetId: post!.id,
    after,
  });
  return post!.id;
}

/** 'missing', or whether anything changed (nothing changed: no audit entry). */
export async function updateBlogPost(
  tx: Tx,
  id: number,
  body: AdminBlogPostBody,
  actorId: number,
): Promise<'missing' | 'changed' | 'unchanged'> {
  const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!post) return 'missing';
  const values = blogValues(body);
  const change = changedFields(
    blogAudit({
      name: post.name,
      nameNl: post.nameNl,
      description: post.description,
      descriptionNl: post.descriptionNl,
      picture: post.picture,
      published: post.published,
      publishAt: post.publishAt,
    }),
    blogAudit(values),
  );
  if (!change) return 'unchanged';
  await tx
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id));
  await recordAudit(tx, {
    actorId,
    action: 'blog.update',
    targetType: 'blog_post',
    targetId: id,
    ...change,
  });
  return 'changed';
}

export async function deleteBlogPost(tx: Tx, id: number, actorId: number): Promise<boolean> {
  const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  if (!post) return false;
  await recordAudit(tx, {
    actorId,
    action: 'blog.delete',
    targetType: 'blog_post',
    targetId: id,
    before: { name: post.name, name_nl: post.nameNl, published: post.published },
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Help center
// ---------------------------------------------------------------------------------------------

/** The help center in both languages, in order (three queries). */
export async function adminHelpCenter(db: Db): Promise<AdminHelpCategory[]> {
  const [categories, sections, articles] = await Promise.all([
    db.select().from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id)),
    db.select().from(helpSections).orderBy(asc(helpSections.position), asc(helpSections.id)),
    db.select().from(helpArticles).orderBy(asc(helpArticles.position), asc(helpArticles.id)),
  ]);
  return categories.map((category) => ({
    ...helpCategoryOut(category),
    sections: sections
      .filter((section) => section.categoryId === category.id)
      .map((section) => ({
        ...helpSectionOut(section),
        articles: articles
          .filter((article) => article.sectionId === section.id)
          .map(helpArticleOut),
      })),
  }));
}

type CategoryRow = typeof helpCategories.$inferSelect;
type SectionRow = typeof helpSections.$inferSelect;
type ArticleRow = typeof helpArticles.$inferSelect;

export const helpCategoryOut = (row: CategoryRow) => ({
  id: row.id,
  position: row.position,
  title: row.title,
  title_nl: row.titleNl,
});

export const helpSectionOut = (row: SectionRow) => ({
  id: row.id,
  category_id: row.categoryId,
  position: row.position,
  title: row.title,
  title_nl: row.titleNl,
});

export const helpArticleOut = (row: ArticleRow) => ({
  id: row.id,
  section_id: row.sectionId,
  position: row.position,
  slug: row.slug,
  title: row.title,
  title_nl: row.titleNl,
  content: row.content,
  content_nl: row.contentNl,
});

/** Help rows: categories, sections, articles, with what an audit entry of each names. */
const HELP = {
  category: { table: helpCategories, target: 'help_category', out: helpCategoryOut },
  section: { table: helpSections, target: 'help_section', out: helpSectionOut },
  article: { table: helpArticles, target: 'help_article', out: helpArticleOut },
} as const;
export type HelpKind = keyof typeof HELP;

type HelpBody = {
  category: AdminHelpCategoryBody;
  section: AdminHelpSectionBody;
  article: AdminHelpArticleBody;
};

/** The columns a body sets; a missing position puts a new row last, and keeps an old one. */
function helpValues<K extends HelpKind>(kind: K, body: HelpBody[K]) {
  const common = { title: body.title, titleNl: body.title_nl };
  if (kind === 'category') return common;
  if (kind === 'section')
    return { ...common, categoryId: (body as AdminHelpSectionBody).category_id };
  const article = body as AdminHelpArticleBody;
  return {
    ...common,
    sectionId: article.section_id,
    slug: article.slug,
    content: article.content,
    contentNl: article.content_nl,
  };
}

/** 422s a help body can earn from the database: an unknown parent, a slug already used. */
async function checkHelpBody<K extends HelpKind>(
  db: Tx,
  kind: K,
  body: HelpBody[K],
  id?: number,
): Promise<void> {
  if (kind === 'section') {
    const categoryId = (body as AdminHelpSectionBody).category_id;
    const [found] = await db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(eq(helpCategories.id, categoryId));
    if (!found)
      throw new ValidationError({ category_id: [adminContentMessages.helpCategoryNotFound] });
  }
  if (kind === 'article') {
    const article = body as AdminHelpArticleBody;
    const [section] = await db
      .select({ id: helpSections.id })
      .from(helpSections)
      .where(eq(helpSections.id, article.section_id));
    if (!section)
      throw new ValidationError({ section_id: [adminContentMessages.helpSectionNotFound] });
    const [taken] = await db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.slug, article.slug),
          id === undefined ? undefined : ne(helpArticles.id, id),
        ),
      );
    if (taken) throw new ValidationError({ slug: [adminContentMessages.slugTaken] });
  }
}

/** The next position in its parent (or among the categories). */
async function nextPosition(tx: Tx, kind: HelpKind, values: Record<string, unknown>) {
  const { table } = HELP[kind];
  const where =
    kind === 'section'
      ? eq(helpSections.categoryId, values.categoryId as number)
      : kind === 'article'
        ? eq(helpArticles.sectionId, values.sectionId as number)
        : undefined;
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.position}), -1) + 1` })
    .from(table)
    .where(where);
  return Number(row?.next ?? 0);
}

export async function createHelp<K extends HelpKind>(
  tx: Tx,
  kind: K,
  body: HelpBody[K],
  actorId: number,
) {
  await checkHelpBody(tx, kind, body);
  const values = helpValues(kind, body);
  const position = body.position ?? (await nextPosition(tx, kind, values));
  const { table, target, out } = HELP[kind];
  const [row] = await tx
    .insert(table)
    .values({ ...values, position } as typeof helpArticles.$inferInsert)
    .returning();
  const data = (out as (row: unknown) => Record<string, unknown>)(row);
  const { content: _c, content_nl: _n, ...after } = data;
  await recordAudit(tx, {
    actorId,
    action: `help.${kind}.create`,
    targetType: target,
    targetId: data.id as number,
    after,
  });
  return data;
}

/** The row as it is now; undefined when there is none. Nothing changed: no audit entry. */
export async function updateHelp<K extends HelpKind>(
  tx: Tx,
  kind: K,
  id: number,
  body: HelpBody[K],
  actorId: number,
) {
  const { table, target, out } = HELP[kind];
  const toOut = out as (row: unknown) => Record<string, unknown>;
  const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!current) return undefined;
  await checkHelpBody(tx, kind, body, id);
  const values = { ...helpValues(kind, body), position: body.position ?? current.position };
  const before = toOut(current);
  const next = toOut({ ...current, ...values });
  const change = changedFields(before, next);
  if (!change) return { data: before, changed: false };
  const [row] = await tx
    .update(table)
    .set({ ...values, updatedAt: new Date() } as Partial<typeof helpArticles.$inferInsert>)
    .where(eq(table.id, id))
    .returning();
  await recordAudit(tx, {
    actorId,
    action: `help.${kind}.update`,
    targetType: target,
    targetId: id,
    ...change,
  });
  return { data: toOut(row), changed: true };
}

/** Deletes a help row (a category or section takes what is in it along); false when missing. */
export async function deleteHelp(
  tx: Tx,
  kind: HelpKind,
  id: number,
  actorId: number,
): Promise<boolean> {
  const { table, target, out } = HELP[kind];
  const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
  if (!row) return false;
  const {
    content: _c,
    content_nl: _n,
    ...before
  } = (out as (row: unknown) => Record<string, unknown>)(row);
  await recordAudit(tx, {
    actorId,
    action: `help.${kind}.delete`,
    targetType: target,
    targetId: id,
    before,
  });
  return true;
}
