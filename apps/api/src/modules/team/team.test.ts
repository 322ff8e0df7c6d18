import { refundMessages, teamMessages } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonation, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import {
  mailOutbox,
  nonprofits,
  pageActivity,
  pageInvitations,
  pageMembers,
  pageUpdates,
} from '../../db/schema';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: api(url),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An owner with a non-profit, and a paid donation to it. */
async function ownedPage() {
  const owner = await insertSignedInUser(db(), { name: 'Olga Owner' });
  const nonprofit = await insertNonprofit(db(), { userId: owner.user.id, name: 'Stichting Licht' });
  const donation = await insertDonation(db(), {
    amountCents: 2_500,
    status: 'paid',
    nonprofitId: nonprofit.id,
    targetType: 'nonprofit',
  });
  return { owner, nonprofit, donation, team: `/page-team/nonprofit/${nonprofit.id}` };
}

/** The link's token of the newest invitation mailed to `email`, read from the outbox. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await db()
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'page-invitation'), eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/invitation\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

const updateOn = (nonprofitId: number, title = 'Work day on Saturday') => ({
  page_type: 'nonprofit',
  page_id: nonprofitId,
  title,
  content: '<p>Join us.</p>',
  update_type: 'news',
});

/** Invites `email` as `role` and has them take it up with the account `token`. */
async function helperOf(page: Awaited<ReturnType<typeof ownedPage>>, role: 'admin' | 'editor') {
  const helper = await insertSignedInUser(db(), { name: `Hanna ${role}` });
  const sent = await call('POST', `${page.team}/invitations`, page.owner.token, {
    email: helper.user.email,
    role,
  });
  expect(sent.statusCode).toBe(201);
  const token = await invitationToken(helper.user.email);
  const accepted = await call('POST', '/page-invitations/accept', helper.token, { token });
  expect(accepted.statusCode).toBe(200);
  return helper;
}

describe('an editor invited to a page', () => {
  it('signs up through the invitation, posts an update, and cannot refund (403)', async () => {
    const page = await ownedPage();
    const email = `new-editor-${Date.now()}@example.org`;
    const sent = await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: `  ${email.toUpperCase()} `,
      role: 'editor',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Invitation sent.',
      invitation: { email, role: 'editor', expired: false, invited_by: 'Olga Owner' },
    });
    const [stored] = await db()
      .select()
      .from(pageInvitations)
      .where(eq(pageInvitations.email, email));
    const token = await invitationToken(email);
    // Only the token's hash is kept, and the link is valid for seven days.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const lookup = await call('POST', '/page-invitations/lookup', null, { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      status: 'open',
      email,
      role: 'editor',
      page: { type: 'nonprofit', id: page.nonprofit.id, name: 'Stichting Licht' },
      invited_by: 'Olga Owner',
    });

    // No account yet: the invitation screen signs up with the invited address, then accepts.
    const editor = await signUp(t.app, { email, name: 'Eddie Editor' });
    const accepted = await call('POST', '/page-invitations/accept', editor.token, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      role: 'editor',
      page: { type: 'nonprofit', id: page.nonprofit.id },
    });

    const posted = await call('POST', '/page-updates', editor.token, updateOn(page.nonprofit.id));
    expect(posted.statusCode).toBe(201);
    const refund = await call('POST', `/donations/${page.donation.id}/refunds`, editor.token, {
      amount: 10,
      reason: 'Asked by the donor',
    });
    expect(refund.statusCode).toBe(403);
    expect(refund.json().code).toBe('refunds.forbidden');

    // The page's activity says who did it, newest first.
    const activity = await call('GET', `${page.team}/activity`, page.owner.token);
    expect(activity.statusCode).toBe(200);
    expect(activity.json().data.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'update.posted',
        subject: 'Work day on Saturday',
        user: { id: editor.user.id, name: 'Eddie Editor' },
      }),
      expect.objectContaining({ action: 'team.joined', subject: 'editor' }),
      expect.objectContaining({ action: 'team.invited', subject: `${email} (editor)` }),
    ]);

    // The helper's list of pages shows it, with the role.
    const mine = await call('GET', '/user/team-pages', editor.token);
    expect(mine.json().data).toEqual([
      { type: 'nonprofit', id: page.nonprofit.id, name: 'Stichting Licht', role: 'editor' },
    ]);
    const role = await call('GET', `/page-roles/nonprofit/${page.nonprofit.id}`, editor.token);
    expect(role.json()).toEqual({ role: 'editor' });
  });

  it('gets 403 on refund, payout, delete, donors and helpers; edits the rest', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    const id = page.nonprofit.id;
    const refused = [
      await call('POST', `/donations/${page.donation.id}/refunds`, editor.token, {
        amount: 5,
        reason: 'Asked by the donor',
      }),
      await call('DELETE', `/mollie/connection/${id}`, editor.token),
      await call('GET', `/mollie/connect?nonprofit_id=${id}`, editor.token),
      await call('DELETE', `/nonprofits/${id}`, editor.token),
      await call('GET', `/page-donations/nonprofit/${id}`, editor.token),
      await call('GET', page.team, editor.token),
      await call('GET', `${page.team}/activity`, editor.token),
      await call('POST', `${page.team}/invitations`, editor.token, {
        email: 'friend@example.org',
        role: 'admin',
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    const packageMade = await call('POST', '/donation-packages', editor.token, {
      title: 'Lunch',
      amount: 12.5,
      nonprofits_id: id,
    });
    expect(packageMade.statusCode).toBe(201);
  });
});

describe('an admin of a page', () => {
  it('manages donors, refunds and the team, and gets 403 on deleting the page', async () => {
    const page = await ownedPage();
    const admin = await helperOf(page, 'admin');
    const id = page.nonprofit.id;
    expect((await call('GET', `/page-donations/nonprofit/${id}`, admin.token)).statusCode).toBe(
      200,
    );
    // Past the role check: a seeded donation without a provider payment cannot be refunded.
    const refund = await call('POST', `/donations/${page.donation.id}/refunds`, admin.token, {
      amount: 5,
      reason: 'Asked by the donor',
    });
    expect(refund.statusCode).toBe(422);
    expect(JSON.stringify(refund.json())).toContain(refundMessages.notPaid);
    expect((await call('GET', page.team, admin.token)).json()).toMatchObject({
      my_role: 'admin',
      owner: { id: page.owner.user.id },
      members: [expect.objectContaining({ user_id: admin.user.id, role: 'admin' })],
    });
    const invited = await call('POST', `${page.team}/invitations`, admin.token, {
      email: 'second@example.org',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const deleted = await call('DELETE', `/nonprofits/${id}`, admin.token);
    expect(deleted.statusCode).toBe(403);
    expect((await call('DELETE', `/nonprofits/${id}`, page.owner.token)).statusCode).toBe(200);
  });
});

describe('a stranger', () => {
  it('gets 403 on every write and team endpoint of the page', async () => {
    const page = await ownedPage();
    const stranger = await insertSignedInUser(db());
    const editor = await helperOf(page, 'editor');
    const [member] = await db()
      .select({ id: pageMembers.id })
      .from(pageMembers)
      .where(eq(pageMembers.userId, editor.user.id));
    const [invitation] = await db()
      .select({ id: pageInvitations.id })
      .from(pageInvitations)
      .where(eq(pageInvitations.nonprofitId, page.nonprofit.id));
    const id = page.nonprofit.id;
    const answers = [
      await call('POST', '/page-updates', stranger.token, updateOn(id)),
      await call('POST', `/donations/${page.donation.id}/refunds`, stranger.token, {
        amount: 5,
        reason: 'Asked by the donor',
      }),
      await call('DELETE', `/mollie/connection/${id}`, stranger.token),
      await call('DELETE', `/nonprofits/${id}`, stranger.token),
      await call('GET', `/page-donations/nonprofit/${id}`, stranger.token),
      await call('GET', page.team, stranger.token),
      await call('GET', `${page.team}/activity`, stranger.token),
      await call('POST', `${page.team}/invitations`, stranger.token, {
        email: 'x@example.org',
        role: 'editor',
      }),
      await call('DELETE', `${page.team}/invitations/${invitation!.id}`, stranger.token),
      await call('DELETE', `${page.team}/members/${member!.id}`, stranger.token),
      await call('PATCH', `${page.team}/members/${member!.id}`, stranger.token, { role: 'admin' }),
      await call('DELETE', `${page.team}/membership`, stranger.token),
      await call('POST', '/donation-packages', stranger.token, {
        title: 'Lunch',
        amount: 12.5,
        nonprofits_id: id,
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 403));
    const role = await call('GET', `/page-roles/nonprofit/${id}`, stranger.token);
    expect(role.json()).toEqual({ role: null });
  });
});

describe('invitations', () => {
  it('expire: the link says so and cannot be taken up', async () => {
    const page = await ownedPage();
    const invitee = await insertSignedInUser(db());
    await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: invitee.user.email,
      role: 'editor',
    });
    const token = await invitationToken(invitee.user.email);
    await db()
      .update(pageInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pageInvitations.email, invitee.user.email));
    const lookup = await call('POST', '/page-invitations/lookup', null, { token });
    expect(lookup.json().status).toBe('expired');
    const accept = await call('POST', '/page-invitations/accept', invitee.token, { token });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe(teamMessages.invitationExpired);
    expect(
      await db().select().from(pageMembers).where(eq(pageMembers.userId, invitee.user.id)),
    ).toEqual([]);
    const team = await call('GET', page.team, page.owner.token);
    expect(team.json().invitations).toEqual([
      expect.objectContaining({ email: invitee.user.email, expired: true }),
    ]);
  });

  it('work once, only for the invited address, and stop when revoked', async () => {
    const page = await ownedPage();
    const invitee = await insertSignedInUser(db());
    const other = await insertSignedInUser(db());
    await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: invitee.user.email,
      role: 'editor',
    });
    const token = await invitationToken(invitee.user.email);
    const wrong = await call('POST', '/page-invitations/accept', other.token, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(teamMessages.invitationOtherEmail);
    expect(
      (await call('POST', '/page-invitations/accept', invitee.token, { token })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/page-invitations/accept', invitee.token, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(teamMessages.invitationUsed);
    expect((await call('POST', '/page-invitations/lookup', null, { token })).json().status).toBe(
      'used',
    );

    // Inviting a helper again is refused; a revoked link is unknown.
    const twice = await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: invitee.user.email,
      role: 'admin',
    });
    expect(twice.statusCode).toBe(422);
    await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: 'later@example.org',
      role: 'editor',
    });
    const laterToken = await invitationToken('later@example.org');
    const [open] = (await call('GET', page.team, page.owner.token)).json().invitations;
    const revoked = await call('DELETE', `${page.team}/invitations/${open.id}`, page.owner.token);
    expect(revoked.statusCode).toBe(200);
    const gone = await call('POST', '/page-invitations/lookup', null, { token: laterToken });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(teamMessages.invitationNotFound);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const page = await ownedPage();
    const before = await db().select().from(mailOutbox);
    for (const payload of [
      { email: 'not an address', role: 'editor' },
      { email: 'a@example.org', role: 'owner' },
      { email: 'a@example.org' },
      { role: 'editor' },
      { email: 'a\u0000@example.org', role: 'editor' },
    ]) {
      const res = await call('POST', `${page.team}/invitations`, page.owner.token, payload);
      expect(res.statusCode).toBe(422);
    }
    const owner = await call('POST', `${page.team}/invitations`, page.owner.token, {
      email: page.owner.user.email,
      role: 'admin',
    });
    expect(owner.statusCode).toBe(422);
    expect(
      await db()
        .select()
        .from(pageInvitations)
        .where(eq(pageInvitations.nonprofitId, page.nonprofit.id)),
    ).toEqual([]);
    expect(await db().select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('answers 401 without a session on every team endpoint, 404 for no page, never 500', async () => {
    const page = await ownedPage();
    const anonymous = [
      await call('GET', page.team, null),
      await call('GET', `${page.team}/activity`, null),
      await call('POST', `${page.team}/invitations`, null, { email: 'a@example.org', role: 'x' }),
      await call('DELETE', `${page.team}/invitations/1`, null),
      await call('DELETE', `${page.team}/members/1`, null),
      await call('PATCH', `${page.team}/members/1`, null, { role: 'admin' }),
      await call('DELETE', `${page.team}/membership`, null),
      await call('POST', '/page-invitations/accept', null, { token: 'x' }),
      await call('GET', '/user/team-pages', null),
      await call('GET', `/page-roles/nonprofit/${page.nonprofit.id}`, null),
    ];
    expect(anonymous.map((r) => r.statusCode)).toEqual(anonymous.map(() => 401));
    const hostile = [
      await call('GET', '/page-team/nonprofit/99999999', page.owner.token),
      await call('GET', '/page-team/planet/1', page.owner.token),
      await call('GET', '/page-team/nonprofit/99999999999999999999', page.owner.token),
      await call('DELETE', `${page.team}/members/abc`, page.owner.token),
      await call('DELETE', `${page.team}/members/424242`, page.owner.token),
      await call('POST', '/page-invitations/lookup', null, { token: 'x'.repeat(5000) }),
      await call('POST', '/page-invitations/lookup', null, { token: 42 }),
      await call('POST', '/page-invitations/accept', page.owner.token, { token: 'nope' }),
      await call('GET', `${page.team}/activity?page=-1`, page.owner.token),
    ];
    expect(hostile.map((r) => r.statusCode)).toEqual([404, 422, 422, 422, 404, 422, 422, 404, 422]);
  });
});

describe('a removed helper', () => {
  it('loses access at once', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    const first = await call('POST', '/page-updates', editor.token, updateOn(page.nonprofit.id));
    expect(first.statusCode).toBe(201);
    const [member] = (await call('GET', page.team, page.owner.token)).json().members;
    const removed = await call('DELETE', `${page.team}/members/${member.id}`, page.owner.token);
    expect(removed.statusCode).toBe(200);
    const after = await call('POST', '/page-updates', editor.token, updateOn(page.nonprofit.id));
    expect(after.statusCode).toBe(403);
    // Nor can they delete what they wrote there.
    const written = first.json().data.id as number;
    expect((await call('DELETE', `/page-updates/${written}`, editor.token)).statusCode).toBe(403);
    expect(await db().select().from(pageUpdates).where(eq(pageUpdates.id, written))).toHaveLength(
      1,
    );
    const [latest] = await db()
      .select()
      .from(pageActivity)
      .where(eq(pageActivity.nonprofitId, page.nonprofit.id))
      .orderBy(desc(pageActivity.id))
      .limit(1);
    expect(latest).toMatchObject({
      action: 'team.member_removed',
      subject: 'Hanna editor',
      userId: page.owner.user.id,
    });
  });
});

describe('a page an operator deactivated', () => {
  it('opens for its owner and its helpers, and is a 404 to anyone else', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    const stranger = await insertSignedInUser(db(), { name: 'Sam Stranger' });
    await db()
      .update(nonprofits)
      .set({ active: false })
      .where(eq(nonprofits.id, page.nonprofit.id));
    const details = `/nonprofit/details/${page.nonprofit.id}`;
    const status = async (token: string | null) => (await call('GET', details, token)).statusCode;
    expect(await status(page.owner.token)).toBe(200);
    expect(await status(editor.token)).toBe(200);
    expect(await status(stranger.token)).toBe(404);
    expect(await status(null)).toBe(404);
    // Removed from the team, the helper no longer sees it.
    const [member] = (await call('GET', page.team, page.owner.token)).json().members;
    await call('DELETE', `${page.team}/members/${member.id}`, page.owner.token);
    expect(await status(editor.token)).toBe(404);
  });
});

/** The page's activity entries, newest first, as stored. */
const activityOf = (nonprofitId: number) =>
  db()
    .select()
    .from(pageActivity)
    .where(eq(pageActivity.nonprofitId, nonprofitId))
    .orderBy(desc(pageActivity.id));

/** The helper's membership row on the page. */
async function membershipOf(nonprofitId: number, userId: number) {
  const [row] = await db()
    .select()
    .from(pageMembers)
    .where(and(eq(pageMembers.nonprofitId, nonprofitId), eq(pageMembers.userId, userId)));
  return row;
}

describe("changing a helper's role", () => {
  it('takes effect on the next request, without a new invitation, and is in the activity', async () => {
    const page = await ownedPage();
    const helper = await helperOf(page, 'editor');
    const member = (await membershipOf(page.nonprofit.id, helper.user.id))!;
    const donations = `/page-donations/nonprofit/${page.nonprofit.id}`;
    expect((await call('GET', donations, helper.token)).statusCode).toBe(403);

    const promoted = await call('PATCH', `${page.team}/members/${member.id}`, page.owner.token, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      code: teamMessages.roleChanged,
      member: { id: member.id, user_id: helper.user.id, role: 'admin', name: 'Hanna editor' },
    });
    expect((await call('GET', donations, helper.token)).statusCode).toBe(200);
    const invitationsBefore = await db()
      .select()
      .from(pageInvitations)
      .where(eq(pageInvitations.nonprofitId, page.nonprofit.id));
    expect(invitationsBefore).toHaveLength(1);

    // An admin may change roles too, their own page's helpers only.
    const other = await helperOf(page, 'admin');
    const otherMember = (await membershipOf(page.nonprofit.id, other.user.id))!;
    const demoted = await call('PATCH', `${page.team}/members/${member.id}`, other.token, {
      role: 'editor',
    });
    expect(demoted.statusCode).toBe(200);
    expect((await call('GET', donations, helper.token)).statusCode).toBe(403);

    // Setting the role a helper has already changes nothing and records nothing.
    const entries = (await activityOf(page.nonprofit.id)).length;
    const same = await call('PATCH', `${page.team}/members/${member.id}`, page.owner.token, {
      role: 'editor',
    });
    expect(same.statusCode).toBe(200);
    expect(await activityOf(page.nonprofit.id)).toHaveLength(entries);

    const [latest, before] = await activityOf(page.nonprofit.id);
    expect(latest).toMatchObject({
      action: 'team.made_editor',
      subject: 'Hanna editor',
      userId: other.user.id,
    });
    expect(before).toMatchObject({ action: 'team.joined', userId: other.user.id });
    const made = (await activityOf(page.nonprofit.id)).find((a) => a.action === 'team.made_admin');
    expect(made).toMatchObject({ subject: 'Hanna editor', userId: page.owner.user.id });
    expect(otherMember.role).toBe('admin');
  });

  it('is refused to an editor, a stranger and for a helper of another page (nothing changes)', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    const admin = await helperOf(page, 'admin');
    const adminMember = (await membershipOf(page.nonprofit.id, admin.user.id))!;
    const elsewhere = await ownedPage();
    const theirs = await helperOf(elsewhere, 'editor');
    const theirMember = (await membershipOf(elsewhere.nonprofit.id, theirs.user.id))!;
    const stranger = await insertSignedInUser(db());
    const entries = (await activityOf(page.nonprofit.id)).length;

    const byEditor = await call('PATCH', `${page.team}/members/${adminMember.id}`, editor.token, {
      role: 'editor',
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().code).toBe(teamMessages.forbidden);
    const selfPromoted = await call(
      'PATCH',
      `${page.team}/members/${(await membershipOf(page.nonprofit.id, editor.user.id))!.id}`,
      editor.token,
      { role: 'admin' },
    );
    expect(selfPromoted.statusCode).toBe(403);
    const byStranger = await call(
      'PATCH',
      `${page.team}/members/${adminMember.id}`,
      stranger.token,
      { role: 'editor' },
    );
    expect(byStranger.statusCode).toBe(403);
    // The owner of another page cannot reach this page's helpers through their own page.
    const across = await call(
      'PATCH',
      `${elsewhere.team}/members/${adminMember.id}`,
      elsewhere.owner.token,
      { role: 'editor' },
    );
    expect(across.statusCode).toBe(404);
    expect(across.json().code).toBe(teamMessages.memberNotFound);
    const intoOther = await call(
      'PATCH',
      `${page.team}/members/${theirMember.id}`,
      page.owner.token,
      { role: 'admin' },
    );
    expect(intoOther.statusCode).toBe(404);

    expect((await membershipOf(page.nonprofit.id, admin.user.id))!.role).toBe('admin');
    expect((await membershipOf(page.nonprofit.id, editor.user.id))!.role).toBe('editor');
    expect((await membershipOf(elsewhere.nonprofit.id, theirs.user.id))!.role).toBe('editor');
    expect(await activityOf(page.nonprofit.id)).toHaveLength(entries);
  });

  it('refuses bad input with 422, writes nothing, and never answers 500', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    const member = (await membershipOf(page.nonprofit.id, editor.user.id))!;
    const entries = (await activityOf(page.nonprofit.id)).length;
    const url = `${page.team}/members/${member.id}`;
    for (const payload of [
      { role: 'owner' },
      { role: 'Admin' },
      { role: 'admin\u0000' },
      { role: 7 },
      { role: ['admin'] },
      {},
      null,
    ]) {
      const res = await call('PATCH', url, page.owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const hostile = [
      await call('PATCH', `${page.team}/members/abc`, page.owner.token, { role: 'admin' }),
      await call('PATCH', `${page.team}/members/-1`, page.owner.token, { role: 'admin' }),
      await call('PATCH', `${page.team}/members/99999999999999999999`, page.owner.token, {
        role: 'admin',
      }),
      await call('PATCH', `/page-team/planet/1/members/${member.id}`, page.owner.token, {
        role: 'admin',
      }),
      await call('PATCH', `${page.team}/members/424242`, page.owner.token, { role: 'admin' }),
      await call('PATCH', `/page-team/nonprofit/99999999/members/1`, page.owner.token, {
        role: 'admin',
      }),
    ];
    expect(hostile.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 404, 404]);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: api(url),
      headers: { ...bearer(page.owner.token), 'content-type': 'application/json' },
      payload: '{"role": "admin"',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await membershipOf(page.nonprofit.id, editor.user.id))!.role).toBe('editor');
    expect(await activityOf(page.nonprofit.id)).toHaveLength(entries);
  });
});

describe('a helper leaving a page', () => {
  it('loses access at once, and the activity says they left', async () => {
    const page = await ownedPage();
    const editor = await helperOf(page, 'editor');
    expect(
      (await call('POST', '/page-updates', editor.token, updateOn(page.nonprofit.id))).statusCode,
    ).toBe(201);
    const left = await call('DELETE', `${page.team}/membership`, editor.token);
    expect(left.statusCode).toBe(200);
    expect(left.json().code).toBe(teamMessages.left);
    expect(await membershipOf(page.nonprofit.id, editor.user.id)).toBeUndefined();
    const after = await call('POST', '/page-updates', editor.token, updateOn(page.nonprofit.id));
    expect(after.statusCode).toBe(403);
    expect((await call('GET', '/user/team-pages', editor.token)).json().data).toEqual([]);
    const [latest] = await activityOf(page.nonprofit.id);
    expect(latest).toMatchObject({
      action: 'team.left',
      subject: 'editor',
      userId: editor.user.id,
    });
    // Leaving again: they no longer help run it.
    const again = await call('DELETE', `${page.team}/membership`, editor.token);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe(teamMessages.notMember);
  });

  it('is refused to the owner and to a stranger, and leaves other pages alone', async () => {
    const page = await ownedPage();
    const elsewhere = await ownedPage();
    const helper = await helperOf(elsewhere, 'admin');
    const stranger = await insertSignedInUser(db());
    const entries = (await activityOf(page.nonprofit.id)).length;
    const owner = await call('DELETE', `${page.team}/membership`, page.owner.token);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe(teamMessages.ownerCannotLeave);
    const byStranger = await call('DELETE', `${page.team}/membership`, stranger.token);
    expect(byStranger.statusCode).toBe(403);
    // A helper of another page leaving this one keeps their place on theirs.
    const notHere = await call('DELETE', `${page.team}/membership`, helper.token);
    expect(notHere.statusCode).toBe(403);
    expect((await membershipOf(elsewhere.nonprofit.id, helper.user.id))?.role).toBe('admin');
    expect(await activityOf(page.nonprofit.id)).toHaveLength(entries);
    const hostile = [
      await call('DELETE', '/page-team/planet/1/membership', helper.token),
      await call('DELETE', '/page-team/nonprofit/abc/membership', helper.token),
      await call('DELETE', '/page-team/nonprofit/99999999/membership', helper.token),
      await call('DELETE', '/page-team/nonprofit/99999999999999999999/membership', helper.token),
    ];
    expect(hostile.map((r) => r.statusCode)).toEqual([422, 422, 404, 422]);
  });
});
