import type { AdminPerson, AdminUser } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function account(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 12,
    name: 'User 12',
    email: 'user12@example.org',
    role: 'user',
    blocked_at: null,
    blocked_reason: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

function person(overrides: Partial<AdminPerson> = {}): AdminPerson {
  return {
    ...account(),
    pages: [
      { type: 'fundraiser', id: 3, name: 'Fundraiser 3', active: false },
      { type: 'nonprofit', id: 4, name: 'Non-profit 4', active: true },
    ],
    follows: {
      count: 1,
      latest: [
        {
          type: 'nonprofit',
          id: 9,
          name: 'Non-profit 9',
          followed_at: '2026-04-01T08:00:00.000Z',
        },
      ],
    },
    donations: {
      count: 2,
      paid_total: 25.5,
      latest: [
        {
          id: 40,
          reference: 'ref-40',
          amount: 25.5,
          status: 'paid',
          created_at: '2026-05-06T12:00:00.000Z',
          page_name: 'Non-profit 9',
        },
        {
          id: 41,
          reference: 'ref-41',
          amount: 10,
          status: 'failed',
          created_at: '2026-05-07T12:00:00.000Z',
          page_name: null,
        },
      ],
    },
    ...overrides,
  };
}

const list = (data: AdminUser[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length },
});

describe('the console’s people', () => {
  it('lists accounts with their role and searches them by name or e-mail and status', async () => {
    const searches: string[] = [];
    mockApi({
      'GET /admin/users': (request: Request) => {
        searches.push(new URL(request.url).search);
        return list([
          account(),
          account({ id: 13, name: 'User 13', email: 'user13@example.org', role: 'admin' }),
        ]);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/people');
    expect(await screen.findByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    expect(await screen.findByText('2 accounts')).toBeVisible();
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('link', { name: 'User 12' })).toHaveAttribute(
      'href',
      '/admin/people/12',
    );
    expect(table.getByText('Operator')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail address' }), 'user12');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked accounts' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('search=user12'));
    expect(searches.at(-1)).toContain('filter=blocked');
  });

  it('shows a person’s pages, follows and donations, and blocks the account with a reason', async () => {
    let blocked = false;
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /admin/users/12': () =>
        blocked
          ? {
              data: person({
                blocked_at: '2026-06-01T09:00:00.000Z',
                blocked_reason: 'Fraudulent pages',
              }),
            }
          : { data: person() },
      'POST /admin/users/12/block': async (request: Request) => {
        sent.push(await request.json());
        blocked = true;
        return {
          data: account({ blocked_at: '2026-06-01T09:00:00.000Z', blocked_reason: 'x' }),
          changed: true,
          message: 'The account is blocked and signed out everywhere.',
        };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    const pages = within(screen.getByRole('region', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Fundraiser 3' })).toHaveAttribute(
      'href',
      '/fundraiser-details/3',
    );
    expect(pages.getByText('Deactivated')).toBeVisible();
    const follows = within(screen.getByRole('region', { name: 'Follows' }));
    expect(follows.getByText('Follows 1 page')).toBeVisible();
    const donations = within(screen.getByRole('region', { name: 'Donations' }));
    expect(donations.getByText(/2 donations while signed in; €\s?25\.50 paid/)).toBeVisible();
    expect(donations.getByRole('link', { name: 'ref-40' })).toHaveAttribute(
      'href',
      '/admin/donations?search=ref-40',
    );
    expect(donations.getByText('Deleted page')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    // Without a reason nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Block account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block this account' }));
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(dialog.getByText('Please give a reason.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /admin/users/12/block');

    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Fraudulent pages');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Fraudulent pages' }]));
    expect(
      await screen.findByText('The account is blocked and signed out everywhere.'),
    ).toBeVisible();
    expect(await screen.findByText(/Blocked since .* Reason: Fraudulent pages/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unblock account' })).toBeVisible();
  });

  it('speaks Dutch, confirms making an operator, and keeps the dialog open with the reason it failed', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /admin/users/12': { data: person() },
      'POST /admin/users/12/role': reply(409, { message: 'Het account had deze rol al.' }),
    });
    signIn(operator);
    const { user } = renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    expect(screen.getByRole('region', { name: "Pagina's" })).toBeVisible();
    expect(screen.getByText('Inzamelactie')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar iedereen' })).toHaveAttribute(
      'href',
      '/admin/people',
    );
    await user.click(screen.getByRole('button', { name: 'Beheerder maken' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Dit account beheerder maken' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Bevestigen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Het account had deze rol al.');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('offers no block or role change on the operator’s own account', async () => {
    mockApi({ 'GET /admin/users/5': { data: person({ id: 5, name: 'Operator', role: 'admin' }) } });
    signIn(operator);
    renderApp('/admin/people/5');
    expect(
      await screen.findByText(
        'This is your own account: you cannot block it or take away its role.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke operator' })).toBeNull();
  });

  it('says when nothing matches, when the list fails, and when an account does not exist', async () => {
    const handlers: Record<string, unknown> = { 'GET /admin/users': list([]) };
    mockApi(handlers);
    signIn(operator);
    const { user } = renderApp('/admin/people');
    expect(await screen.findByText('No accounts match.')).toBeVisible();
    handlers['GET /admin/users'] = reply(500, { message: 'Server Error' });
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail address' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The accounts could not be loaded.')).toBeVisible();
  });

  it('tells an operator that an account is gone', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /admin/users/99': reply(404, { message: 'Gebruiker niet gevonden.' }) });
    signIn(operator);
    renderApp('/admin/people/99');
    expect(await screen.findByText('Dit account bestaat niet (meer).')).toBeVisible();
  });
});
