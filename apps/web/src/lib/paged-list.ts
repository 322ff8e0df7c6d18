import { PER_PAGE_DEFAULT, type Paged } from '@app/contract';
import { api, type ResponseSchema } from '@/lib/api-client';

/** Spec 9: lists load 20 at a time. */
export const LIST_PAGE_SIZE = PER_PAGE_DEFAULT;

/** GET {path}?page&per_page[&search]: one page of a list. */
export function getListPage<R extends Paged<unknown>>(
  path: string,
  schema: ResponseSchema<R>,
  { page, search }: { page: number; search?: string },
  signal?: AbortSignal,
): Promise<R> {
  return api.get(path, {
    query: { page, per_page: LIST_PAGE_SIZE, search: search?.trim() || undefined },
    schema,
    signal,
  });
}

/** The next page while `current_page < last_page` (spec 9, infinite scroll). */
export function nextPage(last: Paged<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
