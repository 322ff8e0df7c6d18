import { type PageUpdateBody, type PageUpdateResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { newsfeedQueryKey } from './get-newsfeed';
import { pageUpdatesQueryKey } from './get-page-updates';

/** POST /page-updates (JSON): 201 `{ message, data }`; 422 per field; 403 on someone else's page. */
export function postPageUpdate(body: PageUpdateBody): Promise<PageUpdateResponse> {
  return api.post('/page-updates', body, { schema: contractSchema('pageUpdateResponse') });
}

/** Posts an update; the page's timeline and the NewsFeed (the owner may follow the page) refetch. */
export function usePostPageUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPageUpdate,
    onSuccess: ({ data }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: pageUpdatesQueryKey(data.page.type, data.page.id),
        }),
        queryClient.invalidateQueries({ queryKey: newsfeedQueryKey }),
      ]),
  });
}
