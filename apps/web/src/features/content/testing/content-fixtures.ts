import type { ContentPage, PageBlock } from '@app/contract';

/** A page as GET /pages/{slug} answers it. */
export function contentPage(overrides: Partial<ContentPage> = {}): { data: ContentPage } {
  return {
    data: {
      slug: 'about',
      title: 'About us',
      meta_title: 'About PifWorld',
      meta_description: 'Who we are and why we connect donors with good causes.',
      blocks: [],
      ...overrides,
    },
  };
}

let nextId = 1;
export function block(type: string, data: PageBlock['data']): PageBlock {
  return { id: nextId++, type, data };
}
