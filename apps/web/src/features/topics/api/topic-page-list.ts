import { PER_PAGE_DEFAULT, type PagedMeta } from '@app/contract';
import { api, type ResponseSchema } from '@/lib/api-client';

/** Spec 9: lists load 20 at a time. */
export const TOPIC_LIST_PAGE_SIZE = PER_PAGE_DEFAULT;

export interface Paged<T> {
  data: T[];
  meta: PagedMeta;
}

/** One page of a list that belongs to a topic. */
export function getTopicListPage<T>(
  path: string,
  schema: ResponseSchema<Paged<T>>,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  return api.get(path, { query: { page, per_page: TOPIC_LIST_PAGE_SIZE }, schema, signal });
}

/** The next page while current_page < last_page. */
export function nextTopicListPage(last: Paged<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
