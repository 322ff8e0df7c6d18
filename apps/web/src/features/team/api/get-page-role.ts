import type { PageRoleOrOwner, PageRoleResponse, TeamPageType } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { pageRoleQueryKey } from './query-keys';

/** GET /page-roles/{type}/{id}: the signed-in user's role on the page, or null. */
export function getPageRole(
  type: TeamPageType,
  id: number,
  signal?: AbortSignal,
): Promise<PageRoleResponse> {
  return api.get(`/page-roles/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('pageRoleResponse'),
    signal,
  });
}

export const pageRoleQueryOptions = (type: TeamPageType, id: number) =>
  queryOptions({
    queryKey: pageRoleQueryKey(type, id),
    queryFn: ({ signal }) => getPageRole(type, id, signal),
    meta: sessionQueryMeta,
  });

/** What the signed-in user may do on a page (ADR 048); the server checks each write again. */
export interface PageRights {
  role: PageRoleOrOwner | null;
  /** Texts, pictures, updates, events, projects, packages, jobs. */
  edit: boolean;
  /** Donations (with the donors' details), refunds and payout. */
  money: boolean;
  /** The team. */
  manage: boolean;
  /** Deleting the page. */
  own: boolean;
}

export function rightsOf(role: PageRoleOrOwner | null): PageRights {
  return {
    role,
    edit: role !== null,
    money: role === 'owner' || role === 'admin',
    manage: role === 'owner' || role === 'admin',
    own: role === 'owner',
  };
}

/**
 * The signed-in user's rights on a page: its owner's at once (`ownerId` as the page says), a
 * helper's once the server has said their role; none for a visitor.
 */
export function usePageRights(type: TeamPageType, id: number, ownerId: number): PageRights {
  const { user } = useSession();
  const owner = user !== null && user.id === ownerId;
  const role = useQuery({ ...pageRoleQueryOptions(type, id), enabled: user !== null && !owner });
  return rightsOf(owner ? 'owner' : (role.data?.role ?? null));
}
