import {
  adminBlogPostBody,
  adminBlogPostResponse,
  adminBlogPostsResponse,
  adminContentDeletedResponse,
  adminContentMessages,
  adminContentPageParams,
  adminContentPageResponse,
  adminHelpArticleBody,
  adminHelpArticleResponse,
  adminHelpCategoryBody,
  adminHelpCategoryResponse,
  adminHelpResponse,
  adminHelpSectionBody,
  adminHelpSectionResponse,
  contentDraftBody,
  idParam,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { contentChanged } from '../content/content.service';
import {
  adminHelpCenter,
  checkPicture,
  cleanBlocks,
  createBlogPost,
  createHelp,
  deleteBlogPost,
  deleteHelp,
  discardDraft,
  findAdminBlogPost,
  findContentPage,
  type HelpKind,
  listAdminBlogPosts,
  publishDraft,
  saveDraft,
  updateBlogPost,
  updateHelp,
} from './content.service';

const security = [{ bearerAuth: [] }];
const noDraft = () => new HttpError(409, adminContentMessages.noDraft);
const blogPostMissing = () => notFound(adminContentMessages.blogPostNotFound);

const HELP_KINDS: {
  kind: HelpKind;
  path: string;
  name: string;
  body: ZodType;
  response: ZodType;
  missing: string;
}[] = [
  {
    kind: 'category',
    path: 'categories',
    name: 'Category',
    body: adminHelpCategoryBody,
    response: adminHelpCategoryResponse,
    missing: adminContentMessages.helpCategoryNotFound,
  },
  {
    kind: 'section',
    path: 'sections',
    name: 'Section',
    body: adminHelpSectionBody,
    response: adminHelpSectionResponse,
    missing: adminContentMessages.helpSectionNotFound,
  },
  {
    kind: 'article',
    path: 'articles',
    name: 'Article',
    body: adminHelpArticleBody,
    response: adminHelpArticleResponse,
    missing: adminContentMessages.helpArticleNotFound,
  },
];

/**
 * The console's Content section: the About and Contact pages (draft, publish,
 * discard), blog posts and the help center. Every change writes one audit entry in its own
 * transaction and, once committed, lets the public pages show it at once (`contentChanged`).
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/content/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminContentPage',
        summary: 'An About or Contact page: its published blocks and its draft, both languages',
        security,
        params: adminContentPageParams,
        response: { ...readErrors(403, 429), 200: adminContentPageResponse },
      },
    },
    async (request) => ({ data: await findContentPage(app.db, request.params.slug) }),
  );

  app.put(
    '/admin/content/pages/:slug/draft',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminSaveContentDraft',
        summary:
          'Save the blocks of an About or Contact page as its draft (visitors see no change)',
        description:
          'Every block is checked in English and Dutch; rich text is cleaned with the public allow-list and pictures must be stored files.',
        security,
        params: adminContentPageParams,
        body: contentDraftBody,
        response: { ...writeErrors(403, 429), 200: adminContentPageResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const blocks = await cleanBlocks(app.storage, request.body.blocks);
      await app.db.transaction((tx) => saveDraft(tx, request.params.slug, blocks, operator.id));
      return { data: await findContentPage(app.db, request.params.slug) };
    },
  );

  app.post(
    '/admin/content/pages/:slug/publish',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminPublishContentDraft',
        summary: 'Publish the draft: visitors see its blocks at once (409 without a draft)',
        security,
        params: adminContentPageParams,
        response: { ...writeErrors(403, 409, 429), 200: adminContentPageResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const result = await app.db.transaction((tx) =>
        publishDraft(tx, request.params.slug, operator.id),
      );
      if (result === 'no-draft') throw noDraft();
      contentChanged();
      return { data: await findContentPage(app.db, request.params.slug) };
    },
  );

  app.delete(
    '/admin/content/pages/:slug/draft',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDiscardContentDraft',
        summary: 'Throw the draft away (409 without a draft)',
        security,
        params: adminContentPageParams,
        response: { ...writeErrors(403, 409, 429), 200: adminContentPageResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const result = await app.db.transaction((tx) =>
        discardDraft(tx, request.params.slug, operator.id),
      );
      if (result === 'no-draft') throw noDraft();
      return { data: await findContentPage(app.db, request.params.slug) };
    },
  );

  app.get(
    '/admin/blog-posts',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminBlogPosts',
        summary: 'Every blog post (scheduled and unpublished too) in both languages',
        security,
        response: { ...readErrors(403, 429), 200: adminBlogPostsResponse },
      },
    },
    async () => ({ data: await listAdminBlogPosts(app.db) }),
  );

  app.post(
    '/admin/blog-posts',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateBlogPost',
        summary: 'Write a blog post (shown from its publish date when it is published)',
        security,
        body: adminBlogPostBody,
        response: { ...writeErrors(403, 429), 201: adminBlogPostResponse },
      },
    },
    async (request, reply) => {
      const operator = requireAdmin(request);
      await checkPicture(app.storage, 'picture', request.body.picture);
      const id = await app.db.transaction((tx) => createBlogPost(tx, request.body, operator.id));
      contentChanged();
      const post = await findAdminBlogPost(app.db, id);
      if (!post) throw blogPostMissing();
      return reply.code(201).send({ data: post, changed: true });
    },
  );

  app.put(
    '/admin/blog-posts/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateBlogPost',
        summary: 'Change a blog post; a save that changes nothing answers changed: false',
        security,
        params: idParam,
        body: adminBlogPostBody,
        response: { ...writeErrors(403, 404, 429), 200: adminBlogPostResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      await checkPicture(app.storage, 'picture', request.body.picture);
      const result = await app.db.transaction((tx) =>
        updateBlogPost(tx, request.params.id, request.body, operator.id),
      );
      if (result === 'missing') throw blogPostMissing();
      if (result === 'changed') contentChanged();
      const post = await findAdminBlogPost(app.db, request.params.id);
      if (!post) throw blogPostMissing();
      return { data: post, changed: result === 'changed' };
    },
  );

  app.delete(
    '/admin/blog-posts/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDeleteBlogPost',
        summary: 'Delete a blog post',
        security,
        params: idParam,
        response: { ...writeErrors(403, 404, 429), 200: adminContentDeletedResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const deleted = await app.db.transaction((tx) =>
        deleteBlogPost(tx, request.params.id, operator.id),
      );
      if (!deleted) throw blogPostMissing();
      contentChanged();
      return { deleted: true };
    },
  );

  app.get(
    '/admin/help',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminHelpCenter',
        summary: 'The help center in both languages: categories, sections and articles in order',
        security,
        response: { ...readErrors(403, 429), 200: adminHelpResponse },
      },
    },
    async () => ({ data: await adminHelpCenter(app.db) }),
  );

  for (const { kind, path, name, body, response, missing } of HELP_KINDS) {
    app.post(
      `/admin/help/${path}`,
      {
        schema: {
          tags: ['admin'],
          operationId: `adminCreateHelp${name}`,
          summary: `Add a help ${kind} (last in its place unless a position is given)`,
          security,
          body,
          response: { ...writeErrors(403, 429), 201: response },
        },
      },
      async (request, reply) => {
        const operator = requireAdmin(request);
        const data = await app.db.transaction((tx) =>
          createHelp(tx, kind, request.body as never, operator.id),
        );
        contentChanged();
        return reply.code(201).send({ data, changed: true });
      },
    );

    app.put(
      `/admin/help/${path}/:id`,
      {
        schema: {
          tags: ['admin'],
          operationId: `adminUpdateHelp${name}`,
          summary: `Change a help ${kind}; a save that changes nothing answers changed: false`,
          security,
          params: idParam,
          body,
          response: { ...writeErrors(403, 404, 429), 200: response },
        },
      },
      async (request) => {
        const operator = requireAdmin(request);
        const { id } = request.params as { id: number };
        const result = await app.db.transaction((tx) =>
          updateHelp(tx, kind, id, request.body as never, operator.id),
        );
        if (!result) throw notFound(missing);
        if (result.changed) contentChanged();
        return result;
      },
    );

    app.delete(
      `/admin/help/${path}/:id`,
      {
        schema: {
          tags: ['admin'],
          operationId: `adminDeleteHelp${name}`,
          summary:
            kind === 'article'
              ? 'Delete a help article'
              : `Delete a help ${kind} with everything in it`,
          security,
          params: idParam,
          response: { ...writeErrors(403, 404, 429), 200: adminContentDeletedResponse },
        },
      },
      async (request) => {
        const operator = requireAdmin(request);
        const { id } = request.params as { id: number };
        const deleted = await app.db.transaction((tx) => deleteHelp(tx, kind, id, operator.id));
        if (!deleted) throw notFound(missing);
        contentChanged();
        return { deleted: true };
      },
    );
  }
};
