import { paymentMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { mollieConnections, sandboxPayments } from '../../db/schema';

let t: TestApp;
const p = paymentRequests(() => t);

beforeAll(async () => {
  t = await createTestApp({
    config: { PAY_RATE_LIMIT_PER_HOUR: '1000', PLATFORM_FEE_PERCENT: '2.5' },
  });
});
afterAll(() => t.close());

const connectUrl = (nonprofitId: number, token?: string) =>
  t.app.inject({
    url: p.api(`/mollie/connect?nonprofit_id=${nonprofitId}`),
    headers: token ? bearer(token) : {},
  });
const callback = (query: Record<string, string>) =>
  t.app.inject({ url: p.api(`/mollie/callback?${new URLSearchParams(query)}`) });
const stateOf = (authorizationUrl: string) =>
  new URL(authorizationUrl, 'http://x').searchParams.get('state')!;

async function ownerWithNonprofit() {
  const owner = await insertSignedInUser(t.database.db);
  const nonprofit = await insertNonprofit(t.database.db, { userId: owner.user.id });
  return { ...owner, nonprofit };
}

describe('Mollie Connect (against the sandbox)', () => {
  it('lets only the owner start it', async () => {
    const { nonprofit } = await ownerWithNonprofit();
    const stranger = await insertSignedInUser(t.database.db);
    expect((await connectUrl(nonprofit.id)).statusCode).toBe(401);
    const foreign = await connectUrl(nonprofit.id, stranger.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(textOf(paymentMessages.connectNotOwner));
    expect((await connectUrl(999_999, stranger.token)).statusCode).toBe(404);
  });

  it('connects with a one-time state, stores the tokens encrypted, and lands on the success page', async () => {
    const { token, nonprofit } = await ownerWithNonprofit();
    const started = await connectUrl(nonprofit.id, token);
    expect(started.statusCode).toBe(200);
    const { authorization_url } = started.json();
    expect(authorization_url).toMatch(/^\/sandbox\/connect\?state=[\w-]{43}$/);
    const state = stateOf(authorization_url);

    const landed = await callback({ code: 'sandbox_abc123', state });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(
      `http://localhost:5173/mollie-connect-success?nonprofit=${nonprofit.id}`,
    );
    const [connection] = await t.database.db
      .select()
      .from(mollieConnections)
      .where(eq(mollieConnections.nonprofitId, nonprofit.id));
    expect(connection).toMatchObject({ profileId: 'pfl_sandbox', organizationId: 'org_sandbox' });
    expect(connection!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(connection!.accessTokenEncrypted).not.toContain('access_');
    expect(t.app.payments.secrets.open(connection!.accessTokenEncrypted)).toMatch(
      /^access_sandbox/,
    );

    const status = await t.app.inject({
      url: p.api(`/mollie/connection/${nonprofit.id}`),
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({ connected: true, connected_at: expect.any(String) });

    // The state was used up.
    const replay = await callback({ code: 'sandbox_abc123', state });
    expect(replay.headers.location).toBe(
      'http://localhost:5173/mollie-connect-failed?reason=state',
    );
  });

  it('lands on the failed page when refused, with a bad code, or with an unknown state', async () => {
    const { token, nonprofit } = await ownerWithNonprofit();
    const denied = stateOf((await connectUrl(nonprofit.id, token)).json().authorization_url);
    expect((await callback({ error: 'access_denied', state: denied })).headers.location).toBe(
      `http://localhost:5173/mollie-connect-failed?nonprofit=${nonprofit.id}&reason=denied`,
    );
    const badCode = stateOf((await connectUrl(nonprofit.id, token)).json().authorization_url);
    expect((await callback({ code: 'forged', state: badCode })).headers.location).toBe(
      `http://localhost:5173/mollie-connect-failed?nonprofit=${nonprofit.id}&reason=provider`,
    );
    expect((await callback({ code: 'sandbox_x', state: 'made-up' })).headers.location).toBe(
      'http://localhost:5173/mollie-connect-failed?reason=state',
    );
    const status = await t.app.inject({
      url: p.api(`/mollie/connection/${nonprofit.id}`),
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({ connected: false, connected_at: null });
  });

  it("creates donations to a connected non-profit's pages on its account, with the platform fee", async () => {
    const { user, token, nonprofit } = await ownerWithNonprofit();
    const state = stateOf((await connectUrl(nonprofit.id, token)).json().authorization_url);
    await callback({ code: 'sandbox_ok', state });
    const fundraiser = await insertFundraiser(t.database.db, {
      userId: user.id,
      nonprofitId: nonprofit.id,
    });

    const { reference, paymentId } = await p.startDonation({
      amount: 40,
      object_type: 'fundraiser',
      object_id: fundraiser.id,
    });
    expect(await p.donation(reference)).toMatchObject({
      payeeNonprofitId: nonprofit.id,
      applicationFeeCents: 100,
    });
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    expect(payment).toMatchObject({ profileId: 'pfl_sandbox', applicationFeeCents: 100 });

    // An expired access token is renewed with the refresh token before it is used.
    const before = (
      await t.database.db
        .select()
        .from(mollieConnections)
        .where(eq(mollieConnections.nonprofitId, nonprofit.id))
    )[0]!;
    await t.database.db
      .update(mollieConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(mollieConnections.id, before.id));
    await p.choose(paymentId, 'paid');
    const after = (
      await t.database.db
        .select()
        .from(mollieConnections)
        .where(eq(mollieConnections.id, before.id))
    )[0]!;
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
    expect(after.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await p.donation(reference)).status).toBe('paid');
  });
});
