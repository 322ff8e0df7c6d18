import { eq } from 'drizzle-orm';
import { nonprofits } from '../src/db/schema';
import type { TestApp } from './helpers';
import { pngImage } from './images';
import { apiRequests, pngUpload } from './requests';

/**
 * Requests and checks the non-profit write tests share (see `apiRequests`). `app` is a getter,
 * since the test app is made in `beforeAll`.
 */
export function nonprofitRequests(app: () => TestApp) {
  const requests = apiRequests(app);
  return {
    ...requests,
    png: pngUpload,
    row: async (id: number) =>
      (await app().database.db.select().from(nonprofits).where(eq(nonprofits.id, id)))[0],
    count: async () => (await app().database.db.select().from(nonprofits)).length,
    searchIds: (query: string) => requests.searchIds(query, 'nonprofit'),
    listIds: async (query: string) =>
      (await requests.get(`/nonprofits?search=${query}`))
        .json()
        .data.map((n: { id: number }) => n.id),
    /** A file as an earlier upload left it: stored, but in nobody's Media Library. */
    storedFile: async () => app().app.storage.put(await pngImage(10, 10), 'webp'),
  };
}
