import {
  blogListResponse,
  blogPostResponse,
  CONTACT_THANKS,
  contactBody,
  contactResponse,
  contentPageParams,
  contentPageResponse,
  errorResponse,
  helpArticleResponse,
  helpResponse,
  idParam,
  langQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../lib/mail-outbox';
import { contactMail } from './contact-mail';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import {
  findBlogPost,
  findHelpArticle,
  findPublishedPage,
  helpCenter,
  listBlogPosts,
} from './content.service';

/** The About and Contact pages say which page is missing. */
const pageMissing = (slug: string) =>
  notFound(
    slug === 'about'
      ? 'pages.about_not_found'
      : slug === 'contact'
        ? 'pages.contact_not_found'
        : 'pages.page_not_found',
  );

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        operationId: 'findPublishedPage',
        security: [],
        summary:
          'A published content page (about, contact) with its blocks, in the requested language',
        description:
          'Rich text is cleaned with an allow-list; links without a scheme that look like a domain get https://.',
        params: contentPageParams,
        querystring: langQuery,
        response: { ...readErrors(), 200: contentPageResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const page = await findPublishedPage(app.db, request.params.slug, request.lang);
      if (!page) throw pageMissing(request.params.slug);
      return { data: page };
    },
  );

  app.get(
    '/blog-page-contents',
    {
      schema: {
        tags: ['content'],
        operationId: 'listBlogPosts',
        security: [],
        summary: 'Published blog posts, newest first',
        querystring: langQuery,
        response: { ...readErrors(), 200: blogListResponse },
      },
    },
    async (request) => listBlogPosts(app.db, request.lang),
  );

  app.get(
    '/blog-page-contents/:id',
    {
      schema: {
        tags: ['content'],
        operationId: 'findBlogPost',
        security: [],
        summary: 'One blog post',
        params: idParam,
        querystring: langQuery,
        response: { ...readErrors(), 200: blogPostResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const post = await findBlogPost(app.db, request.params.id, request.lang);
      if (!post) throw notFound('pages.article_not_found');
      return { data: post };
    },
  );

  app.get(
    '/help-page-contents',
    {
      schema: {
        tags: ['content'],
        operationId: 'helpCenter',
        security: [],
        summary: 'The help center: categories with sections and articles, in order',
        querystring: langQuery,
        response: { ...readErrors(), 200: helpResponse },
      },
    },
    async (request) => helpCenter(app.db, request.lang),
  );

  app.get(
    '/help-articles/:id',
    {
      schema: {
        tags: ['content'],
        operationId: 'findHelpArticle',
        security: [],
        summary: 'One help article with its category and section',
        params: idParam,
        querystring: langQuery,
        response: { ...readErrors(), 200: helpArticleResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const article = await findHelpArticle(app.db, request.params.id, request.lang);
      if (!article) throw notFound('pages.article_data_not_found');
      return { data: article };
    },
  );

  app.post(
    '/contact',
    {
      preHandler: limitAttempts(app, {
        perIp: { max: 5, window: 60 * MINUTE },
        perEmail: { max: 3, window: 60 * MINUTE },
      }).preHandler,
      schema: {
        tags: ['content'],
        operationId: 'sendContactMessage',
        security: [],
        summary: 'Send a message to the team (stored, and e-mailed to CONTACT_EMAIL)',
        body: contactBody,
        response: {
          ...writeErrors(),
          201: contactResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(contactMessages)
          .values({ name, email, subject, message, locale: request.lang });
        // To the team, in the platform's default language; Reply-To answers the visitor.
        await enqueueMail(
          tx,
          contactMail({
            to: app.config.CONTACT_EMAIL,
            appUrl: app.config.APP_URL,
            name,
            email,
            subject,
            message,
            language: request.lang,
          }),
        );
      });
      return reply.code(201).send({ message: CONTACT_THANKS });
    },
  );
};
