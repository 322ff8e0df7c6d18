import type { PageUpdate, PageUpdatesResponse } from '@app/contract';

/** An update as GET /page-updates/{type}/{id} and GET /newsfeed answer it; company 4's unless told. */
export function pageUpdate(overrides: Partial<PageUpdate> = {}): PageUpdate {
  return {
    id: 81,
    title: 'We planted 500 trees',
    content: '<p>Thanks to <strong>every donor</strong>.</p>',
    picture: null,
    picture_alt: null,
    link_url: null,
    video_url: null,
    update_type: 'milestone',
    location: 'remote',
    topic: 'development',
    event_type: null,
    event: null,
    created_at: '2025-05-16T10:00:00.000Z',
    author: { id: 1, name: 'Sanne de Vries' },
    page: { type: 'company', id: 4, name: 'Green Bikes BV', link: '/company-details/4' },
    languages: {},
    ...overrides,
  };
}

/** One page of updates; `page` of `lastPage`, `total` in all. */
export function pagedUpdates(
  data: PageUpdate[],
  { page = 1, lastPage = 1, total = data.length } = {},
): PageUpdatesResponse {
  return { data, meta: { current_page: page, last_page: lastPage, per_page: 20, total } };
}
