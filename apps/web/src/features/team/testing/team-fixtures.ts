import type { PageActivityResponse, TeamPageType, TeamResponse } from '@app/contract';

/** A page's team as its owner reads it: the signed-in test user (id 1) and one editor. */
export function pageTeam(overrides: Partial<TeamResponse> = {}): TeamResponse {
  return {
    owner: { id: 1, name: 'Sanne de Vries', email: 'sanne@example.com' },
    my_role: 'owner',
    members: [
      {
        id: 11,
        user_id: 5,
        name: 'Eva Editor',
        email: 'eva@example.org',
        role: 'editor',
        since: '2026-11-20T10:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: 21,
        email: 'new@example.org',
        role: 'admin',
        invited_by: 'Sanne de Vries',
        created_at: '2026-11-28T10:00:00.000Z',
        expires_at: '2026-12-05T10:00:00.000Z',
        expired: false,
      },
    ],
    ...overrides,
  };
}

export function pageActivity(): PageActivityResponse {
  return {
    data: [
      {
        id: 3,
        action: 'update.posted',
        subject: 'Work day on Saturday',
        user: { id: 5, name: 'Eva Editor' },
        created_at: '2026-11-28T12:00:00.000Z',
      },
    ],
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
  };
}

/** The mock API answers of a page's Team tab (see testing/mock-api). */
export function teamApi(type: TeamPageType, id: number): Record<string, unknown> {
  return {
    [`GET /page-team/${type}/${id}`]: pageTeam(),
    [`GET /page-team/${type}/${id}/activity`]: pageActivity(),
  };
}
