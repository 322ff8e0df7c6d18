import type { DonationTargetType, DonorWallOrder, DonorWallResponse, Id } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nextPage } from '@/lib/paged-list';

/** Gifts a page of the wall shows at a time. */
export const DONOR_WALL_PAGE_SIZE = 10;

/** Root of every donor wall's queries. */
export const donorWallsKey = ['donor-wall'] as const;

/** Root of every query about one page's donor wall; hiding a message refreshes it. */
export function donorWallQueryKey(type: DonationTargetType, id: Id) {
  return [...donorWallsKey, type, String(id)] as const;
}

/** GET /donor-wall/{type}/{id}?order&page&per_page: the gifts the page's raised amount counts. */
export function getDonorWall(
  type: DonationTargetType,
  id: Id,
  order: DonorWallOrder,
  page: number,
  signal?: AbortSignal,
): Promise<DonorWallResponse> {
  return api.get(`/donor-wall/${type}/${encodeURIComponent(String(id))}`, {
    query: { order, page, per_page: DONOR_WALL_PAGE_SIZE },
    schema: contractSchema('donorWallResponse'),
    signal,
  });
}

export function donorWallQueryOptions(type: DonationTargetType, id: Id, order: DonorWallOrder) {
  return infiniteQueryOptions({
    queryKey: [...donorWallQueryKey(type, id), order],
    queryFn: ({ pageParam, signal }) => getDonorWall(type, id, order, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useDonorWall(type: DonationTargetType, id: Id, order: DonorWallOrder) {
  return useInfiniteQuery(donorWallQueryOptions(type, id, order));
}
