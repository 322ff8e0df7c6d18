import type { BlogPost } from '@app/contract';

/** A post as GET /blog-page-contents answers it. */
export function blogPost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    name: `Story ${id}`,
    description: `What happened in story ${id}.`,
    picture: `story-${id}.jpg`,
    user_id: 1,
    created_at: '2025-03-05T10:00:00.000Z',
    author: { name: 'Sanne de Vries' },
    ...overrides,
  };
}
