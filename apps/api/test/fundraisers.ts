import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { events, fundraisers, projects, topics } from '../src/db/schema';
import { insertNonprofit, insertSignedInUser } from './factories';
import { bearer, type TestApp } from './helpers';
import { form, pngImage } from './images';

type Fields = Parameters<typeof form>[0];

/** The name the server gives a stored image. */
export const UUID_WEBP = /^[0-9a-f-]{36}\.webp$/;

/**
 * The fundraiser forms as a browser sends them (create, update, delete), with the pages a
 * fundraiser raises money for and what the write tests check afterwards. `app` is a getter, since
 * the test app is made in `beforeAll`.
 */
export function fundraiserRequests(app: () => TestApp) {
  const api = (p: string) => `/pifworld/api/v1${p}`;
  const member = () => insertSignedInUser(app().database.db);
  return {
    api,
    member,
    stored: () =>
      readdirSync(app().config.STORAGE_DIR)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    create: (token: string | null, fields: Fields) =>
      app().app.inject({
        method: 'POST',
        url: api('/fundraisers'),
        headers: token ? bearer(token) : {},
        payload: form(fields),
      }),
    update: (id: number | string, token: string | null, fields: Fields) =>
      app().app.inject({
        method: 'POST',
        url: api(`/fundraiser-profile/${id}`),
        headers: token ? bearer(token) : {},
        payload: form(fields),
      }),
    remove: (id: number | string, token: string | null) =>
      app().app.inject({
        method: 'DELETE',
        url: api(`/fundraisers/${id}`),
        headers: token ? bearer(token) : {},
      }),
    profile: (id: number, token?: string) =>
      app().app.inject({
        url: api(`/fundraiser-profile/${id}`),
        headers: token ? bearer(token) : {},
      }),
    png: async (filename = 'photo.png') => ({
      data: await pngImage(),
      filename,
      type: 'image/png',
    }),
    /** A non-profit with an event and a project, plus a topic, owned by someone else. */
    async parents(name = 'Open Tafel') {
      const db = app().database.db;
      const runner = await member();
      const nonprofit = await insertNonprofit(db, { userId: runner.user.id, name });
      const [event] = await db
        .insert(events)
        .values({ nonprofitId: nonprofit.id, userId: runner.user.id, title: `${name} dinner` })
        .returning();
      const [project] = await db
        .insert(projects)
        .values({ nonprofitId: nonprofit.id, userId: runner.user.id, name: `${name} garden` })
        .returning();
      const [topic] = await db
        .insert(topics)
        .values({ name: `Food ${name}`, nameNl: `Voedsel ${name}` })
        .returning();
      return { runner, nonprofit, event: event!, project: project!, topic: topic! };
    },
    /** The file names of a user's Media Library, sorted. */
    libraryFiles: async (token: string) =>
      (
        (await app().app.inject({ url: api('/media'), headers: bearer(token) })).json().data as {
          file: string;
        }[]
      )
        .map((m) => m.file)
        .sort(),
    rowsOf: (userId: number) =>
      app().database.db.select().from(fundraisers).where(eq(fundraisers.userId, userId)),
    rowOf: async (id: number) =>
      (await app().database.db.select().from(fundraisers).where(eq(fundraisers.id, id)))[0],
  };
}
