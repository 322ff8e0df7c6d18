import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLanguage, isLanguage, type Language } from '@app/i18n';
import { translateServerBody } from '@app/i18n/server-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language for platform content and messages: `?lang=`, else Accept-Language, else English. */
    lang: Language;
  }
}

/** Picks the best supported language from an Accept-Language header (`nl-NL,nl;q=0.9,en;q=0.8`). */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * The language of a request read before any hook ran, from its raw URL (which may not even be
 * valid percent-encoding) and headers: `?lang=`, else Accept-Language, else English.
 */
export function rawRequestLanguage(url: string | undefined, acceptLanguage?: string): Language {
  const fromQuery = /[?&]lang=([a-z]{2})(?:[&#]|$)/.exec(url ?? '')?.[1];
  return isLanguage(fromQuery)
    ? fromQuery
    : (languageFromHeader(acceptLanguage) ?? defaultLanguage);
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', defaultLanguage);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = query?.lang;
    request.lang = isLanguage(fromQuery)
      ? fromQuery
      : (languageFromHeader(request.headers['accept-language']) ?? defaultLanguage);
  });
  // The one place where the API's messages get the request's language (ADR 016): the code writes
  // English, and every JSON body's `message` and 422 `errors` pass here on their way out. Fastify
  // runs preSerialization for bodies sent by route handlers, by the error handler (thrown
  // HttpErrors, validation, bad JSON, 413, 415) and by the not-found handler alike.
  // test/messages-language.test.ts sends every write operation bad input and checks the answers.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    translateServerBody(payload, request.lang),
  );
});
