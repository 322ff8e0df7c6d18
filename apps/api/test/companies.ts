import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema';
import { insertSignedInUser } from './factories';
import type { TestApp } from './helpers';
import { apiRequests, pngUpload, type FormFields } from './requests';

let unique = 0;
/** A company name no other test uses, so lists and search can be checked exactly. */
const uniqueName = (word: string) => `${word} Zyxor${++unique}q`;

/**
 * Requests and checks the company write tests share (see `apiRequests`). `app` is a getter,
 * since the test app is made in `beforeAll`.
 */
export function companyRequests(app: () => TestApp) {
  const requests = apiRequests(app);
  return {
    ...requests,
    storedFile: requests.fileExists,
    uniqueName,
    png: () => pngUpload(),
    companyRow: async (id: number) =>
      (await app().app.db.select().from(companies).where(eq(companies.id, id)))[0],
    companyCount: async () =>
      (await app().app.db.select({ id: companies.id }).from(companies)).length,
    listed: async (search: string) =>
      (
        (await requests.get(`/companies?search=${encodeURIComponent(search)}`)).json().data as {
          id: number;
        }[]
      ).map((c) => c.id),
    /** A new company of the user, through the API. */
    async createCompany(token: string, fields: FormFields = {}) {
      const res = await requests.send('POST', '/companies', token, {
        name: uniqueName('Acme'),
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().company.id as number;
    },
    /** A user with a real bearer token (signing up through the API is rate limited per IP). */
    member: () => insertSignedInUser(app().app.db),
  };
}
