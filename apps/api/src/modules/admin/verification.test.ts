import { isAnbiConfirmed, verificationMessages } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import {
  insertCompany,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, companies, fundraisers, nonprofits } from '../../db/schema';

// Verifying a page is an operator's check: KvK number, RSIN (eleven test) and ANBI status as the
// kind has them, a reason, and who and when recorded by the server; the public page says when.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

let operator: Awaited<ReturnType<typeof insertSignedInUser>>;
let consoleAdmin: Awaited<ReturnType<typeof insertSignedInUser>>;
let user: Awaited<ReturnType<typeof insertSignedInUser>>;
beforeAll(async () => {
  operator = await insertSignedInUser(t.db, {
    role: 'admin',
    name: 'Olga Operator',
    secondFactorSince: new Date(),
  });
  consoleAdmin = await insertSignedInUser(t.db, {
    role: 'console_admin',
    secondFactorSince: new Date(),
  });
  user = await insertSignedInUser(t.db);
});

const post = (path: string, token: string | null, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: api(`${path}?lang=${lang}`),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const check = {
  reason: 'Found in the KvK and ANBI registers',
  kvk_number: '4119 7298',
  rsin: '8206.46.660',
  anbi: true,
};

const nonprofitRow = async (id: number) =>
  (await t.db.select().from(nonprofits).where(eq(nonprofits.id, id)))[0]!;
const details = async (kind: string, id: number, lang = 'en') =>
  (await t.app.inject({ url: api(`/${kind}/details/${id}?lang=${lang}`) })).json().data;
const lastAudit = async () =>
  (await t.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]!;

describe('POST /admin/pages/{type}/{id}/verify', () => {
  it('records the check, who and when; the public page says when, and ANBI', async () => {
    const owner = await insertUser(t.db);
    // The owner's own claim stays theirs, whatever the operator finds.
    const page = await insertNonprofit(t.db, { userId: owner.id, rsin: '123456782', anbi: false });
    const before = Date.now();
    const res = await post(`/admin/pages/nonprofit/${page.id}/verify`, operator.token, check);
    expect(res.statusCode, res.body).toBe(200);
    const verification = res.json().data.verification;
    expect(verification).toMatchObject({
      verified_by: { id: operator.user.id, name: 'Olga Operator' },
      kvk_number: '41197298',
      rsin: '820646660',
      anbi: true,
    });
    expect(Date.parse(verification.verified_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(verification.anbi_checked_at).toBe(verification.verified_at);

    const row = await nonprofitRow(page.id);
    expect(row).toMatchObject({
      verified: true,
      verifiedBy: operator.user.id,
      kvkNumber: '41197298',
      checkedRsin: '820646660',
      anbiConfirmed: true,
      rsin: '123456782',
      anbi: false,
    });
    expect(isAnbiConfirmed(row)).toBe(true);

    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: operator.user.id,
      action: 'page.verify',
      targetType: 'nonprofit',
      targetId: String(page.id),
      reason: check.reason,
      after: { verified: true, kvk_number: '41197298', rsin: '820646660', anbi: true },
    });

    const shown = await details('nonprofit', page.id);
    expect(shown.verified).toBe(true);
    expect(shown.verified_at).toBe(verification.verified_at);
    expect(shown.anbi_checked_at).toBe(verification.anbi_checked_at);
  });

  it('shows no ANBI date when the operator did not find the ANBI status', async () => {
    const owner = await insertUser(t.db);
    const page = await insertNonprofit(t.db, { userId: owner.id, anbi: true });
    const res = await post(`/admin/pages/nonprofit/${page.id}/verify`, consoleAdmin.token, {
      ...check,
      anbi: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(isAnbiConfirmed(await nonprofitRow(page.id))).toBe(false);
    const shown = await details('nonprofit', page.id);
    expect(shown.verified_at).not.toBeNull();
    expect(shown.anbi_checked_at).toBeNull();
  });

  it('asks a company its KvK number (RSIN optional), a fundraiser only a reason', async () => {
    const owner = await insertUser(t.db);
    const company = await insertCompany(t.db, { userId: owner.id });
    const missing = await post(`/admin/pages/company/${company.id}/verify`, operator.token, {
      reason: 'Checked',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['kvk_number']);
    const ok = await post(`/admin/pages/company/${company.id}/verify`, operator.token, {
      reason: 'Checked',
      kvk_number: '41197298',
      anbi: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ verified: true, kvkNumber: '41197298', checkedRsin: null });
    expect(ok.json().data.verification.anbi).toBeNull();

    const fundraiser = await insertFundraiser(t.db, { userId: owner.id });
    const done = await post(`/admin/pages/fundraiser/${fundraiser.id}/verify`, operator.token, {
      reason: 'Spoke to the organiser',
      kvk_number: '41197298',
    });
    expect(done.statusCode, done.body).toBe(200);
    const shown = await details('fundraiser', fundraiser.id);
    expect(shown.verified_at).not.toBeNull();
    const [f] = await t.db.select().from(fundraisers).where(eq(fundraisers.id, fundraiser.id));
    expect(f!.verifiedBy).toBe(operator.user.id);
  });

  it('answers 401 without a session and 403 to a user, writing nothing', async () => {
    const owner = await insertUser(t.db);
    const page = await insertNonprofit(t.db, { userId: owner.id });
    const audits = await auditCount(t.db);
    expect((await post(`/admin/pages/nonprofit/${page.id}/verify`, null, check)).statusCode).toBe(
      401,
    );
    // A stranger gets 401 whatever the body says.
    expect(
      (await post(`/admin/pages/nonprofit/${page.id}/verify`, null, { rsin: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await post(`/admin/pages/nonprofit/${page.id}/verify`, user.token, check)).statusCode,
    ).toBe(403);
    // The page's owner is no operator either.
    const ownerSession = await insertSignedInUser(t.db);
    const own = await insertNonprofit(t.db, { userId: ownerSession.user.id });
    expect(
      (await post(`/admin/pages/nonprofit/${own.id}/verify`, ownerSession.token, check)).statusCode,
    ).toBe(403);
    expect(await auditCount(t.db)).toBe(audits);
    expect((await nonprofitRow(page.id)).verified).toBe(false);
  });

  it('answers 403 to an operator for a page of their own, and to one without a second factor', async () => {
    const page = await insertNonprofit(t.db, { userId: operator.user.id });
    const audits = await auditCount(t.db);
    const res = await post(`/admin/pages/nonprofit/${page.id}/verify`, operator.token, check);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'own_page',
      message: textOf(verificationMessages.ownPage),
    });
    const dutch = await post(
      `/admin/pages/nonprofit/${page.id}/verify`,
      operator.token,
      check,
      'nl',
    );
    expect(dutch.json().message).toBe(textOf(verificationMessages.ownPage, 'nl'));

    const noFactor = await insertSignedInUser(t.db, { role: 'admin', secondFactorSince: null });
    const other = await insertNonprofit(t.db, { userId: (await insertUser(t.db)).id });
    const refused = await post(`/admin/pages/nonprofit/${other.id}/verify`, noFactor.token, check);
    expect(refused.statusCode).toBe(403);
    expect(await auditCount(t.db)).toBe(audits);
    expect((await nonprofitRow(page.id)).verified).toBe(false);
  });

  it('answers 422 for a bad RSIN or KvK number, a missing reason or check, writing nothing', async () => {
    const owner = await insertUser(t.db);
    const page = await insertNonprofit(t.db, { userId: owner.id });
    const audits = await auditCount(t.db);
    const cases: [object, string, string][] = [
      [{ ...check, rsin: '820646661' }, 'rsin', verificationMessages.rsinInvalid],
      [{ ...check, rsin: '12345678' }, 'rsin', verificationMessages.rsinInvalid],
      [{ ...check, kvk_number: '1234567' }, 'kvk_number', verificationMessages.kvkInvalid],
      [{ ...check, reason: '   ' }, 'reason', 'admin.reason_required'],
      [
        { kvk_number: '41197298', rsin: '820646660', anbi: true },
        'reason',
        'admin.reason_required',
      ],
      [{ ...check, rsin: undefined }, 'rsin', verificationMessages.rsinRequired],
      [{ ...check, anbi: undefined }, 'anbi', verificationMessages.anbiRequired],
      [{ ...check, anbi: 'yes' }, 'anbi', verificationMessages.anbiRequired],
    ];
    for (const [body, field, code] of cases) {
      const res = await post(`/admin/pages/nonprofit/${page.id}/verify`, operator.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([textOf(code)]);
    }
    const dutch = await post(
      `/admin/pages/nonprofit/${page.id}/verify`,
      operator.token,
      { ...check, rsin: '820646661' },
      'nl',
    );
    expect(dutch.json().errors.rsin).toEqual([textOf(verificationMessages.rsinInvalid, 'nl')]);
    expect(await auditCount(t.db)).toBe(audits);
    expect(await nonprofitRow(page.id)).toMatchObject({
      verified: false,
      verifiedAt: null,
      kvkNumber: null,
      checkedRsin: null,
    });
  });

  it('answers hostile input with a 4xx, never a 500', async () => {
    const owner = await insertUser(t.db);
    const page = await insertNonprofit(t.db, { userId: owner.id });
    const path = `/admin/pages/nonprofit/${page.id}/verify`;
    const bodies: unknown[] = [
      { ...check, rsin: '820\u000046660' },
      { ...check, kvk_number: 'x'.repeat(100_000) },
      { ...check, rsin: 8.2e300 },
      { ...check, kvk_number: ['41197298'] },
      { ...check, reason: { $ne: null } },
      [check],
      'null',
    ];
    for (const body of bodies) {
      const res = await post(path, operator.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: api(path),
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: '{"reason": "x", "rsin": ',
    });
    expect(broken.statusCode).toBe(400);
    for (const bad of ['nonprofit/abc', 'nonprofit/99999999999999999999', 'event/1', '%00/1']) {
      const res = await post(`/admin/pages/${bad}/verify`, operator.token, check);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    expect((await nonprofitRow(page.id)).verified).toBe(false);
  });
});

describe('POST /admin/pages/{type}/{id}/unverify', () => {
  it('asks a reason, takes the badge and the date away, and keeps the findings', async () => {
    const owner = await insertUser(t.db);
    const page = await insertNonprofit(t.db, { userId: owner.id });
    await post(`/admin/pages/nonprofit/${page.id}/verify`, operator.token, check);
    const audits = await auditCount(t.db);

    const bare = await post(`/admin/pages/nonprofit/${page.id}/unverify`, operator.token, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reason).toBeDefined();
    expect(
      (await post(`/admin/pages/nonprofit/${page.id}/unverify`, user.token, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(`/admin/pages/nonprofit/${page.id}/unverify`, null, { reason: 'x' })).statusCode,
    ).toBe(401);
    expect(await auditCount(t.db)).toBe(audits);
    expect((await nonprofitRow(page.id)).verified).toBe(true);

    const res = await post(`/admin/pages/nonprofit/${page.id}/unverify`, consoleAdmin.token, {
      reason: 'Removed from the ANBI register',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ verified: false, verification: null });
    const row = await nonprofitRow(page.id);
    expect(row).toMatchObject({
      verified: false,
      verifiedAt: null,
      verifiedBy: null,
      kvkNumber: '41197298',
      anbiConfirmed: true,
    });
    expect(isAnbiConfirmed(row)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      actorId: consoleAdmin.user.id,
      action: 'page.unverify',
      reason: 'Removed from the ANBI register',
      before: { verified: true },
      after: { verified: false, verified_at: null, verified_by: null },
    });
    const shown = await details('nonprofit', page.id);
    expect(shown).toMatchObject({ verified: false, verified_at: null, anbi_checked_at: null });
  });

  it('answers 403 to an operator for a page of their own', async () => {
    const page = await insertNonprofit(t.db, { userId: operator.user.id, verified: true });
    const res = await post(`/admin/pages/nonprofit/${page.id}/unverify`, operator.token, {
      reason: 'Mine',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('own_page');
    expect((await nonprofitRow(page.id)).verified).toBe(true);
  });
});
