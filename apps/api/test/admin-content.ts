import type { ContentBlockInput, ContentPageSlug } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { blogPosts, helpArticles, helpCategories, helpSections, pages } from '../src/db/schema';
import type { AdminCase } from './admin';

/** A hero in both languages, as the console's editor sends it. */
export const heroBlock = (heading: string, headingNl: string): ContentBlockInput => ({
  type: 'hero',
  data: { heading },
  data_nl: { heading: headingNl },
});

/** Gives the page a draft (made, unpublished, when it is not there yet). */
export async function insertDraft(db: Db, slug: ContentPageSlug, draft: unknown[]) {
  const [found] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
  if (found) {
    await db.update(pages).set({ draft, draftUpdatedAt: new Date() }).where(eq(pages.id, found.id));
    return;
  }
  await db.insert(pages).values({ slug, title: slug, draft, draftUpdatedAt: new Date() });
}

let made = 0;

export async function insertBlogPost(db: Db, values: Partial<typeof blogPosts.$inferInsert> = {}) {
  made += 1;
  const [post] = await db
    .insert(blogPosts)
    .values({ name: `Post ${made}`, description: 'A post of the tests.', ...values })
    .returning();
  return post!;
}

/** A category with one section holding one article. */
export async function insertHelpTree(db: Db) {
  made += 1;
  const [category] = await db
    .insert(helpCategories)
    .values({ title: `Category ${made}`, titleNl: `Categorie ${made}` })
    .returning();
  const [section] = await db
    .insert(helpSections)
    .values({ categoryId: category!.id, title: `Section ${made}`, titleNl: `Sectie ${made}` })
    .returning();
  const [article] = await db
    .insert(helpArticles)
    .values({
      sectionId: section!.id,
      slug: `article-${made}`,
      title: `Article ${made}`,
      titleNl: `Artikel ${made}`,
      content: 'How it works.',
      contentNl: 'Zo werkt het.',
    })
    .returning();
  return { category: category!, section: section!, article: article! };
}

const titles = { title: 'Paying', title_nl: 'Betalen' };

/** The Content section's routes in the console's matrix (admin-matrix.test.ts), one case each. */
export const adminContentCases: AdminCase[] = [
  {
    route: 'GET /admin/content/pages/{slug}',
    writes: false,
    prepare: async () => ({ url: '/admin/content/pages/about' }),
  },
  {
    route: 'PUT /admin/content/pages/{slug}/draft',
    writes: true,
    prepare: async () => ({
      url: '/admin/content/pages/about/draft',
      body: { blocks: [heroBlock('Together', 'Samen')] },
    }),
  },
  {
    route: 'POST /admin/content/pages/{slug}/publish',
    writes: true,
    prepare: async ({ db }) => {
      await insertDraft(db, 'about', [
        { type: 'hero', data: { heading: 'Together' }, data_nl: { heading: 'Samen' } },
      ]);
      return { url: '/admin/content/pages/about/publish' };
    },
  },
  {
    route: 'DELETE /admin/content/pages/{slug}/draft',
    writes: true,
    prepare: async ({ db }) => {
      await insertDraft(db, 'contact', []);
      return { url: '/admin/content/pages/contact/draft' };
    },
  },
  {
    route: 'GET /admin/blog-posts',
    writes: false,
    prepare: async () => ({ url: '/admin/blog-posts' }),
  },
  {
    route: 'POST /admin/blog-posts',
    writes: true,
    status: 201,
    prepare: async () => ({
      url: '/admin/blog-posts',
      body: {
        name: 'News',
        name_nl: 'Nieuws',
        description: 'What happened.',
        description_nl: 'Wat er gebeurde.',
      },
    }),
  },
  {
    route: 'PUT /admin/blog-posts/{id}',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/blog-posts/${(await insertBlogPost(db)).id}`,
      body: {
        name: 'Changed',
        name_nl: 'Gewijzigd',
        description: 'New text.',
        description_nl: 'Nieuwe tekst.',
        published: false,
      },
    }),
  },
  {
    route: 'DELETE /admin/blog-posts/{id}',
    writes: true,
    prepare: async ({ db }) => ({ url: `/admin/blog-posts/${(await insertBlogPost(db)).id}` }),
  },
  {
    route: 'GET /admin/help',
    writes: false,
    prepare: async () => ({ url: '/admin/help' }),
  },
  {
    route: 'POST /admin/help/categories',
    writes: true,
    status: 201,
    prepare: async () => ({ url: '/admin/help/categories', body: titles }),
  },
  {
    route: 'PUT /admin/help/categories/{id}',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/help/categories/${(await insertHelpTree(db)).category.id}`,
      body: titles,
    }),
  },
  {
    route: 'DELETE /admin/help/categories/{id}',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/help/categories/${(await insertHelpTree(db)).category.id}`,
    }),
  },
  {
    route: 'POST /admin/help/sections',
    writes: true,
    status: 201,
    prepare: async ({ db }) => ({
      url: '/admin/help/sections',
      body: { ...titles, category_id: (await insertHelpTree(db)).category.id },
    }),
  },
  {
    route: 'PUT /admin/help/sections/{id}',
    writes: true,
    prepare: async ({ db }) => {
      const { category, section } = await insertHelpTree(db);
      return {
        url: `/admin/help/sections/${section.id}`,
        body: { ...titles, category_id: category.id },
      };
    },
  },
  {
    route: 'DELETE /admin/help/sections/{id}',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/help/sections/${(await insertHelpTree(db)).section.id}`,
    }),
  },
  {
    route: 'POST /admin/help/articles',
    writes: true,
    status: 201,
    prepare: async ({ db }) => {
      const { section } = await insertHelpTree(db);
      return {
        url: '/admin/help/articles',
        body: {
          ...titles,
          section_id: section.id,
          slug: `paying-${section.id}`,
          content: 'Pay by card.',
          content_nl: 'Betaal met je kaart.',
        },
      };
    },
  },
  {
    route: 'PUT /admin/help/articles/{id}',
    writes: true,
    prepare: async ({ db }) => {
      const { section, article } = await insertHelpTree(db);
      return {
        url: `/admin/help/articles/${article.id}`,
        body: {
          ...titles,
          section_id: section.id,
          slug: article.slug,
          content: 'Pay by card.',
          content_nl: 'Betaal met je kaart.',
        },
      };
    },
  },
  {
    route: 'DELETE /admin/help/articles/{id}',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/help/articles/${(await insertHelpTree(db)).article.id}`,
    }),
  },
];
