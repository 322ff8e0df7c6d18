import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { accessTokens } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The cookies an answer sets, by name: value and attributes. */
function cookiesOf(header: string | string[] | undefined) {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return Object.fromEntries(
    list.map((cookie) => {
      const [pair, ...attributes] = cookie.split('; ');
      const [name, value] = pair!.split('=');
      return [name, { value, attributes }];
    }),
  );
}

/** Signs in as the web app does: asking for a cookie session. */
async function webSignIn(email: string, password: string, userAgent = chrome) {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/login'),
    headers: { 'x-pifworld-session': 'cookie', 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const cookies = cookiesOf(res.headers['set-cookie']);
  return {
    res,
    cookies,
    cookie: `pifworld_session=${cookies.pifworld_session!.value}; pifworld_csrf=${cookies.pifworld_csrf!.value}`,
    csrf: cookies.pifworld_csrf!.value as string,
  };
}

describe("the web app's session", () => {
  it('is an HttpOnly cookie; its scripts only read the CSRF token', async () => {
    const me = await signUp(t.app);
    const { res, cookies } = await webSignIn(me.user.email, me.password);
    // Each cookie once.
    expect([res.headers['set-cookie']].flat().map((cookie) => cookie?.split('=')[0])).toEqual([
      'pifworld_session',
      'pifworld_csrf',
    ]);
    expect(cookies.pifworld_session!.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(cookies.pifworld_csrf!.attributes).not.toContain('HttpOnly');
    expect(cookies.pifworld_csrf!.value).toMatch(/^[\w-]{43}$/);
    // The API keeps its contract for every client: the token answers as a Bearer token too.
    expect(res.json().token).toBe(cookies.pifworld_session!.value);
  });

  it('signs in without a cookie for a client that does not ask for one', async () => {
    const me = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: me.user.email, password: me.password },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('reads with the cookie, and changes only with the CSRF header that matches it', async () => {
    const me = await signUp(t.app);
    const web = await webSignIn(me.user.email, me.password);
    const read = await t.app.inject({
      url: api(`/profile/${me.user.id}`),
      headers: { cookie: web.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().user.email).toBe(me.user.email);

    for (const headers of [{}, { 'x-csrf-token': 'forged-token' }]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: api('/user/sessions'),
        headers: { cookie: web.cookie, 'accept-language': 'nl', ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'csrf_failed',
        message:
          'Dit verzoek kwam niet van de app. Laad de pagina opnieuw en probeer het nog eens.',
      });
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: api('/logout'),
      headers: { cookie: web.cookie, 'x-csrf-token': web.csrf },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = cookiesOf(logout.headers['set-cookie']);
    expect(cleared.pifworld_session).toMatchObject({ value: '' });
    expect(cleared.pifworld_session!.attributes).toContain('Max-Age=0');
  });

  it('turns a visitor with a cookie that no longer works, and clears it', async () => {
    const res = await t.app.inject({
      url: api('/total-raised'),
      headers: { cookie: 'pifworld_session=not-a-session; pifworld_csrf=x' },
    });
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res.headers['set-cookie']).pifworld_session).toMatchObject({ value: '' });
    const protectedRead = await t.app.inject({
      url: api('/user/sessions'),
      headers: { cookie: 'pifworld_session=not-a-session' },
    });
    expect(protectedRead.statusCode).toBe(401);
  });

  it("is read by the API's routes only: a page or a file costs no session look-up", async () => {
    const stale = { cookie: 'pifworld_session=not-a-session; pifworld_csrf=x' };
    for (const url of ['/robots.txt', '/storage/original/none.webp']) {
      const res = await t.app.inject({ url, headers: stale });
      // A cookie that was looked up and found wanting would be cleared here.
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const read = await t.app.inject({ url: api('/total-raised'), headers: stale });
    expect(cookiesOf(read.headers['set-cookie']).pifworld_session).toMatchObject({ value: '' });
  });
});

describe('the idle limit', () => {
  it("ends a session unused for a week, and an operator's after two hours", async () => {
    const person = await insertSignedInUser(t.database.db);
    const operator = await insertSignedInUser(t.database.db, { role: 'admin' });
    const idleFor = (userId: number, interval: string) =>
      t.database.db
        .update(accessTokens)
        .set({ lastUsedAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
        .where(eq(accessTokens.userId, userId));

    await idleFor(person.user.id, '6 days');
    await idleFor(operator.user.id, '3 hours');
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: bearer(person.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: bearer(operator.token) }))
        .statusCode,
    ).toBe(401);

    await idleFor(person.user.id, '8 days');
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: bearer(person.token) }))
        .statusCode,
    ).toBe(401);
    const [row] = await t.database.db
      .select({ revokedAt: accessTokens.revokedAt })
      .from(accessTokens)
      .where(eq(accessTokens.userId, person.user.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });
});

describe("the account's list of sessions", () => {
  it('says where and when each began, and ends one or all the others', async () => {
    const me = await signUp(t.app);
    const laptop = await webSignIn(me.user.email, me.password, chrome);
    const phone = await webSignIn(me.user.email, me.password, firefox);
    const list = await t.app.inject({ url: api('/user/sessions'), headers: bearer(me.token) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<{
      id: number;
      current: boolean;
      device: string | null;
      network: string | null;
    }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome, Linux', 'Firefox, Windows']),
    );
    expect(sessions[0]!.network).toBe('127.0.0');

    const firefoxSession = sessions.find((s) => s.device === 'Firefox, Windows')!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/sessions/${firefoxSession.id}`),
      headers: bearer(me.token),
    });
    expect(ended.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: { cookie: phone.cookie } }))
        .statusCode,
    ).toBe(401);

    // Someone else's session is not one of mine to end.
    const stranger = await insertSignedInUser(t.database.db);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/sessions/${sessions.find((s) => s.current)!.id}`),
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);

    const others = await t.app.inject({
      method: 'DELETE',
      url: api('/user/sessions'),
      headers: bearer(me.token),
    });
    expect(others.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: { cookie: laptop.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: api('/user/sessions'), headers: bearer(me.token) })).json().data,
    ).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/user/sessions'],
      ['DELETE', '/user/sessions'],
      ['DELETE', '/user/sessions/1'],
    ] as const) {
      expect((await t.app.inject({ method, url: api(url) })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });
});
