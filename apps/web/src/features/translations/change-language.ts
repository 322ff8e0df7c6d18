import type { Language } from '@app/i18n/core';
import type { QueryClient } from '@tanstack/react-query';
import { hydrateWaitingParts } from '@/components/ui/hydrate-when-near';
import { i18n, storeLanguage, addBundledEnglish, completeStringsWith } from '@/lib/i18n';
import { translationsQueryOptions } from './api/get-translations';

let latestRequest = 0;

/**
 * Switches the interface language: fetches GET /translations/{lang} (on every change),
 * adds it as that language's bundle (the bundled English when it cannot be fetched), remembers the choice (unless `remember` is false: the start
 * language a browser suggested is no choice) and switches. Only the latest of several quick
 * toggles wins.
 */
export async function changeLanguage(
  queryClient: QueryClient,
  language: Language,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const request = ++latestRequest;
  await addDictionary(queryClient, language, 0);
  if (request !== latestRequest) return;
  if (remember) storeLanguage(language);
  // Parts of a server-rendered page that still wait show its language: they run first (ADR 027).
  await hydrateWaitingParts();
  if (request !== latestRequest) return;
  await i18n.changeLanguage(language);
}

/**
 * Fetches the whole dictionary of `language`, whose page came with only the strings it shows
 * (ADR 026). The views render again only if one of them lacked a string; the next screen waits
 * for it (`stringsComplete`). If it cannot be fetched, the bundled English fills the gaps.
 */
export function completeStrings(queryClient: QueryClient, language: Language): Promise<void> {
  return completeStringsWith(addDictionary(queryClient, language));
}

/**
 * Fetches GET /translations/{lang} (asked again when older than `staleTime`) and adds it as the
 * language's bundle; when it cannot be fetched (offline, or the API is down), the bundled English
 * keeps the app readable.
 */
async function addDictionary(queryClient: QueryClient, language: Language, staleTime?: number) {
  const translations = await queryClient.fetchQuery(
    staleTime === undefined
      ? translationsQueryOptions(language)
      : { ...translationsQueryOptions(language), staleTime },
  );
  if (Object.keys(translations).length > 0) i18n.addResourceBundle(language, translations);
  else await addBundledEnglish().catch(() => {});
}
