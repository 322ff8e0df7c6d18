import { eq } from 'drizzle-orm';
import { companyEvents } from '../src/db/schema';
import { insertCompany, insertNonprofit, insertSignedInUser } from './factories';
import type { TestApp } from './helpers';
import { apiRequests, pngUpload } from './requests';

let unique = 0;
const uniqueName = (word: string) => `${word} Quvex${++unique}k`;

/**
 * Requests and checks the company event tests share (see `apiRequests`). `app` is a getter,
 * since the test app is made in `beforeAll`.
 */
export function companyEventRequests(app: () => TestApp) {
  const requests = apiRequests(app);
  /** A user with a real bearer token (signing up through the API is rate limited per IP). */
  const member = () => insertSignedInUser(app().app.db);
  return {
    ...requests,
    storedFile: requests.fileExists,
    png: () => pngUpload(),
    uniqueName,
    member,
    eventRow: async (id: number) =>
      (await app().app.db.select().from(companyEvents).where(eq(companyEvents.id, id)))[0],
    allEvents: () => app().app.db.select().from(companyEvents).orderBy(companyEvents.id),
    searchIds: (query: string) => requests.searchIds(query, 'company-event'),
    searchTitles: (query: string) => requests.searchTitles(query, 'company-event'),
    listed: async (search: string) =>
      (
        (await requests.get(`/company-events?search=${encodeURIComponent(search)}`)).json()
          .data as { id: number }[]
      ).map((e) => e.id),
    raised: async (nonprofitId: number) =>
      (await requests.get(`/nonprofit-raised/${nonprofitId}`)).json().raised_count as number,
    /** A signed-in company owner with one company and an active non-profit to raise money for. */
    async owner() {
      const user = await member();
      const company = await insertCompany(app().app.db, {
        userId: user.user.id,
        name: uniqueName('Co'),
      });
      const nonprofitOwner = await member();
      const nonprofit = await insertNonprofit(app().app.db, {
        userId: nonprofitOwner.user.id,
        name: uniqueName('NP'),
      });
      return { ...user, company, nonprofit };
    },
  };
}
