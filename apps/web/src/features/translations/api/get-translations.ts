import { type TranslationsResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * GET /translations/{lang}. A failed fetch yields an empty map (then the bundled English shows).
 * The strings are the same for everyone; a session cookie that no longer holds makes the request
 * a visitor's (no 401), so it never costs a Dutch reader their Dutch.
 */
export async function getTranslations(language: Language): Promise<TranslationsResponse> {
  try {
    return await api.get(`/translations/${language}`, {
      schema: contractSchema('translationsResponse'),
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
