import type { TeamPageType } from '@app/contract';

/** Query keys of the team feature: every team query starts with `teamQueryKey`. */
export const teamQueryKey = ['team'] as const;

/** GET /page-team/{type}/{id} and what hangs under it (the activity). */
export const pageTeamQueryKey = (type: TeamPageType, id: number) =>
  [...teamQueryKey, 'page', type, id] as const;

/** GET /page-team/{type}/{id}/activity?page. */
export const pageActivityQueryKey = (type: TeamPageType, id: number, page: number) =>
  [...pageTeamQueryKey(type, id), 'activity', page] as const;

/** GET /page-roles/{type}/{id}. */
export const pageRoleQueryKey = (type: TeamPageType, id: number) =>
  [...teamQueryKey, 'role', type, id] as const;

/** GET /user/team-pages. */
export const teamPagesQueryKey = [...teamQueryKey, 'mine'] as const;

/** The path of a page's team. */
export const teamPath = (type: TeamPageType, id: number) =>
  `/page-team/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`;
