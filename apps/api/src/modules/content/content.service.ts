import type { BlogPost, ContentPage, HelpArticleResponse, HelpCategory } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
import { localize } from '../../lib/localize';
import { sanitizeRichText } from '../../lib/rich-text';

let version = 0;

/**
 * Counts the operators' changes of content in this process: a published page, a blog
 * post or a help article. The server-rendered first screens are rendered again after a change, so a
 * visitor sees it at once.
 */
export function contentVersion(): number {
  return version;
}

export function contentChanged(): void {
  version += 1;
}

/** A block's fields in the language, with rich text cleaned on the way out. */
function blockData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (type !== 'rich_text' || typeof data.content !== 'string') return data;
  return { ...data, content: sanitizeRichText(data.content) };
}

/** A published page with its blocks in order, in the language (falling back to English). */
export async function findPublishedPage(
  db: Db,
  slug: string,
  lang: Language,
): Promise<ContentPage | undefined> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)));
  if (!page) return undefined;
  const blocks = await db
    .select()
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, page.id))
    .orderBy(asc(pageBlocks.position));
  return {
    slug: page.slug,
    title: localize(lang, page.title, page.titleNl),
    meta_title: lang === 'nl' ? (page.metaTitleNl ?? page.metaTitle) : page.metaTitle,
    meta_description:
      lang === 'nl' ? (page.metaDescriptionNl ?? page.metaDescription) : page.metaDescription,
    blocks: blocks.map((block) => ({
      id: block.id,
      type: block.type,
      data: blockData(block.type, lang === 'nl' && block.dataNl ? block.dataNl : block.data),
    })),
  };
}

const selectBlogPosts = (db: Db) =>
  db
    .select({
      id: blogPosts.id,
      name: blogPosts.name,
      nameNl: blogPosts.nameNl,
      description: blogPosts.description,
      descriptionNl: blogPosts.descriptionNl,
      picture: blogPosts.picture,
      authorId: blogPosts.authorId,
      authorName: users.name,
      createdAt: blogPosts.createdAt,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId));

type BlogRow = Awaited<ReturnType<typeof selectBlogPosts>>[number];

function toBlogPost(row: BlogRow, lang: Language): BlogPost {
  return {
    id: row.id,
    name: localize(lang, row.name, row.nameNl),
    description: localize(lang, row.description, row.descriptionNl),
    picture: row.picture,
    user_id: row.authorId,
    // A post an operator scheduled is dated from its publish date.
    created_at: (row.publishAt ?? row.createdAt).toISOString(),
    author: row.authorName ? { name: row.authorName } : null,
  };
}

/** What visitors see: published, and its publish date (if any) has come. */
const visible = () =>
  and(
    eq(blogPosts.published, true),
    or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, sql`now()`)),
  );

/** Published blog posts, newest first. */
export async function listBlogPosts(db: Db, lang: Language): Promise<BlogPost[]> {
  const rows = await selectBlogPosts(db)
    .where(visible())
    .orderBy(
      desc(sql`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`),
      desc(blogPosts.id),
    );
  return rows.map((row) => toBlogPost(row, lang));
}

export async function findBlogPost(
  db: Db,
  id: number,
  lang: Language,
): Promise<BlogPost | undefined> {
  const [row] = await selectBlogPosts(db).where(and(eq(blogPosts.id, id), visible()));
  return row && toBlogPost(row, lang);
}

/** The help center: categories, their sections and articles, in order, in three queries. */
export async function helpCenter(db: Db, lang: Language): Promise<HelpCategory[]> {
  const categories = await db
    .select()
    .from(helpCategories)
    .orderBy(asc(helpCategories.position), asc(helpCategories.id));
  if (categories.length === 0) return [];
  const sections = await db
    .select()
    .from(helpSections)
    .where(
      inArray(
        helpSections.categoryId,
        categories.map((c) => c.id),
      ),
    )
    .orderBy(asc(helpSections.position), asc(helpSections.id));
  const articles =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(helpArticles)
          .where(
            inArray(
              helpArticles.sectionId,
              sections.map((s) => s.id),
            ),
          )
          .orderBy(asc(helpArticles.position), asc(helpArticles.id));
  return categories.map((category) => ({
    id: category.id,
    title: localize(lang, category.title, category.titleNl),
    sections: sections
      .filter((section) => section.categoryId === category.id)
      .map((section) => ({
        id: section.id,
        title: localize(lang, section.title, section.titleNl),
        articles: articles
          .filter((article) => article.sectionId === section.id)
          .map((article) => ({
            id: article.id,
            slug: article.slug,
            title: localize(lang, article.title, article.titleNl),
            content: localize(lang, article.content, article.contentNl),
          })),
      })),
  }));
}

export async function findHelpArticle(
  db: Db,
  id: number,
  lang: Language,
): Promise<HelpArticleResponse['data'] | undefined> {
  const [row] = await db
    .select({ article: helpArticles, section: helpSections, category: helpCategories })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .innerJoin(helpCategories, eq(helpCategories.id, helpSections.categoryId))
    .where(eq(helpArticles.id, id));
  if (!row) return undefined;
  return {
    id: row.article.id,
    slug: row.article.slug,
    title: localize(lang, row.article.title, row.article.titleNl),
    content: localize(lang, row.article.content, row.article.contentNl),
    section: localize(lang, row.section.title, row.section.titleNl),
    category: localize(lang, row.category.title, row.category.titleNl),
  };
}
