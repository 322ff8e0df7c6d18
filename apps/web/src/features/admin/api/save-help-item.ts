import type {
  AdminHelpArticleBody,
  AdminHelpCategoryBody,
  AdminHelpSectionBody,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** The help center's rows, each with its own endpoints under /admin/help/{path}. */
export type HelpKind = 'category' | 'section' | 'article';
export const helpPaths: Record<HelpKind, string> = {
  category: 'categories',
  section: 'sections',
  article: 'articles',
};
export type HelpBody = AdminHelpCategoryBody | AdminHelpSectionBody | AdminHelpArticleBody;

const schemas = {
  category: 'adminHelpCategoryResponse',
  section: 'adminHelpSectionResponse',
  article: 'adminHelpArticleResponse',
} as const;

/** POST /admin/help/{path} (no id) or PUT /admin/help/{path}/{id}. */
export function saveHelpItem(
  kind: HelpKind,
  id: number | null,
  body: HelpBody,
): Promise<{ changed: boolean }> {
  const options = { schema: contractSchema(schemas[kind]) };
  const path = `/admin/help/${helpPaths[kind]}`;
  return id === null
    ? api.post(path, body, options)
    : api.put(`${path}/${encodeURIComponent(String(id))}`, body, options);
}

/** `onSaved` refreshes what visitors' screens keep of the help center (the screen knows them). */
export function useSaveHelpItem(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: HelpKind; id: number | null; body: HelpBody }) =>
      saveHelpItem(kind, id, body),
    onSuccess: () => {
      onSaved();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
