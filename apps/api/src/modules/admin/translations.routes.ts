import {
  adminTranslationBody,
  adminTranslationMessages,
  adminTranslationParams,
  adminTranslationResponse,
  adminTranslationsQuery,
  adminTranslationsResponse,
  type AdminTranslationParams,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { translationsChanged } from '../translations/translations.service';
import { recordAudit } from './audit';
import { findTranslation, listTranslations, writeOverride } from './translations.service';

const keyMissing = () => notFound(adminTranslationMessages.notFound);

/**
 * The console's Translations: every interface string in English and Dutch, and the
 * operators' overrides, which GET /translations/{lang} serves from the moment they are saved.
 */
export const adminTranslationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Sets or removes an override with its audit entry; none when nothing changes. */
  async function change(
    request: FastifyRequest,
    { lang, key }: AdminTranslationParams,
    text: string | null,
  ) {
    const operator = requireAdmin(request);
    const result = await app.db.transaction(async (tx) => {
      const written = await writeOverride(tx, lang, key, text);
      if (written === 'missing' || !written.changed) return written;
      await recordAudit(tx, {
        actorId: operator.id,
        action: text === null ? 'translation.reset' : 'translation.override',
        targetType: 'translation',
        targetId: `${lang}:${key}`,
        before: { override: written.before },
        after: { override: text },
      });
      return written;
    });
    if (result === 'missing') throw keyMissing();
    if (result.changed) translationsChanged();
    const found = await findTranslation(app.db, key);
    if (!found) throw keyMissing();
    return { data: found };
  }

  app.get(
    '/admin/translations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminTranslations',
        summary:
          'Every interface string in English and Dutch with its overrides; keys without Dutch first',
        security: [{ bearerAuth: [] }],
        querystring: adminTranslationsQuery,
        response: { ...readErrors(403, 429), 200: adminTranslationsResponse },
      },
    },
    async (request) => listTranslations(app.db, request.query),
  );

  app.put(
    '/admin/translations/:lang/:key',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminOverrideTranslation',
        summary: 'Serve an operator’s text instead of the bundled one',
        description:
          'The text keeps the placeholders of the bundled text ({{count}}), else 422. Saving the text it already has changes nothing and writes no audit entry.',
        security: [{ bearerAuth: [] }],
        params: adminTranslationParams,
        body: adminTranslationBody,
        response: { ...writeErrors(403, 404, 429), 200: adminTranslationResponse },
      },
    },
    async (request) => change(request, request.params, request.body.text),
  );

  app.delete(
    '/admin/translations/:lang/:key',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminResetTranslation',
        summary: 'Serve the bundled text again: the override is removed',
        description: 'A key without an override is left as it is, with no audit entry.',
        security: [{ bearerAuth: [] }],
        params: adminTranslationParams,
        response: { ...writeErrors(403, 404, 429), 200: adminTranslationResponse },
      },
    },
    async (request) => change(request, request.params, null),
  );
};
