import type { AdminTranslationResponse, Language } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

export interface OverrideChange {
  lang: Language;
  key: string;
  /** The operator's text, or null to serve the bundled text again. */
  text: string | null;
}

const path = (lang: Language, key: string) =>
  `/admin/translations/${lang}/${encodeURIComponent(key)}`;

/** PUT /admin/translations/{lang}/{key}: the operator's text is served instead of the bundled one. */
export function overrideTranslation(
  lang: Language,
  key: string,
  text: string,
): Promise<AdminTranslationResponse> {
  return api.put(path(lang, key), { text }, { schema: contractSchema('adminTranslationResponse') });
}

/** DELETE /admin/translations/{lang}/{key}: the bundled text is served again. */
export function resetTranslation(lang: Language, key: string): Promise<AdminTranslationResponse> {
  return api.delete(path(lang, key), { schema: contractSchema('adminTranslationResponse') });
}

/**
 * Saves or resets an override. The console's lists and the audit log refresh; `onSaved` is the
 * screen's hook to refresh the app's own strings (another feature's).
 */
export function useSetTranslationOverride(onSaved: (change: OverrideChange) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, key, text }: OverrideChange) =>
      text === null ? resetTranslation(lang, key) : overrideTranslation(lang, key, text),
    onSuccess: async (_data, change) => {
      await onSaved(change);
      await queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
