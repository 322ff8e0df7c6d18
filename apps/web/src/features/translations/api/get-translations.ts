import { type TranslationsResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * GET /translations/{lang}. A failed fetch yields an empty map (then the bundled English shows).
 * The strings are the same for everyone, so they are asked without the session's token: a token
 * that expired or was revoked (a 401) must not cost a Dutch reader their Dutch.
 */
export async function getTranslations(language: Language): Promise<TranslationsResponse> {
  try {
    return await api.get(`/translations/${language}`, {
      schema: contractSchema('translationsResponse'),
      token: null,
    });
  } catch {
    return {};
  }
}

export function translationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['translations', language],
    queryFn: () => getTranslations(language),
  });
}
