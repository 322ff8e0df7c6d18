import type { AdminContactMessagesResponse, ContactMessageFilter } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { contactMessagesQueryKey } from './query-keys';

const MESSAGES_PAGE_SIZE = 20;

/** GET /admin/messages: the contact form's messages, newest first. */
export function getContactMessages(
  filter: ContactMessageFilter,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminContactMessagesResponse> {
  return api.get('/admin/messages', {
    query: { filter, search: search || undefined, page, per_page: MESSAGES_PAGE_SIZE },
    schema: contractSchema('adminContactMessagesResponse'),
    signal,
  });
}

export function useContactMessages(filter: ContactMessageFilter, search: string) {
  const trimmed = search.trim();
  return useInfiniteQuery({
    ...infiniteListQueryOptions(contactMessagesQueryKey(filter, trimmed), (page, signal) =>
      getContactMessages(filter, trimmed, page, signal),
    ),
    placeholderData: keepPreviousData,
  });
}
