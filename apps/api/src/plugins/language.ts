import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLanguage, isLanguage } from '@app/i18n';
import { type Language } from '@app/i18n';
import type { Said } from '@app/i18n/codes';
import { saidText, summaryText } from '@app/i18n/messages';

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
  // The one place where the API's messages get their text (ADR 042): the code writes a code
  // where a message goes, and every JSON body's `message` and 422 `errors` pass here on their way
  // out. Fastify runs preSerialization for bodies sent by route handlers, by the error handler
  // (thrown HttpErrors, validation, bad JSON, 413, 415) and by the not-found handler alike.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    withMessageTexts(payload, request.lang),
  );
});

type Body = { message?: unknown; errors?: unknown };

/**
 * A reply body with its `message` as `code`, `params` and the text in `lang`, and its 422
 * `errors` as texts (Laravel's shape, with the summary as `message`) and as `error_codes`. Other
 * fields (the data) as they are; a `message` that is no code of the catalog is left alone (the
 * message of a donation is the donor's). A new object: bodies may be shared constants.
 */
export function withMessageTexts<T>(body: T, lang: Language): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message, errors } = body as Body;
  const said = typeof message === 'string' ? saidText(message, lang) : undefined;
  const fields =
    errors !== null && typeof errors === 'object' && !Array.isArray(errors)
      ? (errors as Record<string, unknown>)
      : undefined;
  if (!said && !fields) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (said) {
    out.code = said.code;
    out.message = said.text;
    if (said.params) out.params = said.params;
  }
  if (fields) {
    const texts: Record<string, string[]> = {};
    const codes: Record<string, Said[]> = {};
    for (const [field, list] of Object.entries(fields)) {
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        if (typeof item !== 'string') continue;
        const one = saidText(item, lang, field);
        (texts[field] ??= []).push(one?.text ?? item);
        if (one)
          (codes[field] ??= []).push({ code: one.code, ...(one.params && { params: one.params }) });
      }
    }
    out.errors = texts;
    out.error_codes = codes;
    out.message = summaryText(Object.values(texts).flat(), lang);
  }
  return out as T;
}
