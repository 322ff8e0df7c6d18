import type { AdminPerson, AdminUser } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });
const consoleAdmin = sessionUser({
  id: 6,
  name: 'Console Admin',
  role: 'console_admin',
  second_factor: true,
});

function account(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 12,
    name: 'User 12',
    email: 'user12@example.org',
    role: 'user',
    blocked_at: null,
    blocked_reason: null,
    second_factor: false,
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
          account({ id: 14, name: 'User 14', email: 'user14@example.org', role: 'console_admin' }),
        ]);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/people');
    expect(await screen.findByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    expect(await screen.findByText('3 accounts')).toBeVisible();
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('link', { name: 'User 12' })).toHaveAttribute(
      'href',
      '/admin/people/12',
    );
    const rows = table.getAllByRole('row');
    expect(within(rows[1]!).getByText('User')).toBeVisible();
    expect(within(rows[2]!).getByText('Operator')).toBeVisible();
    expect(within(rows[3]!).getByText('Console admin')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail address' }), 'user12');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked accounts' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('search=user12'));
    expect(searches.at(-1)).toContain('filter=blocked');
  });

  it('narrows the list to both operator roles, or to console admins only', async () => {
    const searches: string[] = [];
    mockApi({
      'GET /admin/users': (request: Request) => {
        searches.push(new URL(request.url).search);
        return list([account({ role: 'console_admin' })]);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/people');
    expect(await screen.findByText('1 account')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Operators and console admins' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('filter=admin'));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Console admins' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('filter=console_admin'));
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

  it('resets the second factors of someone who lost them, in Dutch, with how the operator checked', async () => {
    localStorage.setItem('language', 'nl');
    let reset = false;
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /admin/users/12': () => ({ data: person({ second_factor: !reset }) }),
      'POST /admin/users/12/second-factors/reset': async (request: Request) => {
        sent.push(await request.json());
        reset = true;
        return {
          data: account({ second_factor: false }),
          changed: true,
          message: 'Alle tweede factoren van dit account zijn verwijderd.',
        };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tweede factoren terugzetten' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Tweede factoren terugzetten' }),
    );
    expect(dialog.getByText(/Alleen als User 12 de authenticator-app/)).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
    // Without saying how they checked, nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Tweede factoren terugzetten' }));
    expect(dialog.getByText('Vertel hoe je hebt gecontroleerd wie het vraagt.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /admin/users/12/second-factors/reset');

    await user.type(
      dialog.getByRole('textbox', { name: /Hoe je hebt gecontroleerd/ }),
      'Paspoort aan de balie',
    );
    await user.click(dialog.getByRole('button', { name: 'Tweede factoren terugzetten' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Paspoort aan de balie' }]));
    expect(
      await screen.findByText(
        'Alle tweede factoren zijn verwijderd; de eigenaar heeft een e-mail gekregen.',
      ),
    ).toBeVisible();
    // The account has no factor left: nothing more to reset.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tweede factoren terugzetten' })).toBeNull(),
    );
  });

  it('gives an operator no role control, only the block of an ordinary user, and says who manages operators', async () => {
    mockApi({ 'GET /admin/users/12': { data: person() } });
    signIn(operator);
    renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    expect(
      screen.getByText(
        'Only a console admin changes roles, and blocks, unblocks or resets the second factors of operators.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Block account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows an operator another operator without a block or a role control', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /admin/users/13': { data: person({ id: 13, name: 'User 13', role: 'admin' }) },
    });
    signIn(operator);
    renderApp('/admin/people/13');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 13' })).toBeVisible();
    expect(screen.getByText('Beheerder')).toBeVisible();
    expect(
      screen.getByText(
        'Alleen een hoofdbeheerder wijzigt rollen, en blokkeert beheerders, heft hun blokkade op of zet hun tweede factoren terug.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Account blokkeren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rol wijzigen' })).toBeNull();
  });

  it('lets a console admin choose a role by keyboard and confirm it', async () => {
    let role: AdminUser['role'] = 'user';
    const sent: unknown[] = [];
    mockApi({
      'GET /admin/users/12': () => ({ data: person({ role }) }),
      'POST /admin/users/12/role': async (request: Request) => {
        const body = (await request.json()) as { role: AdminUser['role'] };
        sent.push(body);
        role = body.role;
        return { data: account({ role }), changed: true, message: 'The role is changed.' };
      },
    });
    signIn(consoleAdmin);
    const { user } = renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    expect(screen.queryByText(/Only a console admin/)).toBeNull();

    screen.getByRole('button', { name: 'Change role' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Change the role' });
    // Escape closes the dialog and gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change role' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the role' }));
    expect(dialog.getByText('User 12 is now: User.')).toBeVisible();
    const group = within(dialog.getByRole('radiogroup', { name: 'New role' }));
    expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'user',
      'admin',
      'console_admin',
    ]);
    expect(group.getByRole('radio', { name: 'User' })).toBeChecked();
    expect(group.getByRole('radio', { name: 'Console admin' })).toHaveAccessibleDescription(
      'An operator who also changes roles and blocks operators.',
    );
    const confirm = dialog.getByRole('button', { name: 'Change role' });
    expect(confirm).toBeDisabled();
    expect(await seriousAxeFindings()).toEqual([]);

    group.getByRole('radio', { name: 'User' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(group.getByRole('radio', { name: 'Console admin' })).toBeChecked();
    expect(dialog.queryByText(/signed out everywhere/)).toBeNull();
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ role: 'console_admin' }]));
    expect(await screen.findByText('The role is now: Console admin.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Dutch, says a lower role signs the person out, and shows why the server refused', async () => {
    localStorage.setItem('language', 'nl');
    const refusal =
      'Het platform moet ten minste één hoofdbeheerder houden: maak eerst een ander account hoofdbeheerder.';
    mockApi({
      'GET /admin/users/12': { data: person({ role: 'console_admin' }) },
      'POST /admin/users/12/role': reply(409, { message: refusal, error: 'last_console_admin' }),
    });
    signIn(consoleAdmin);
    const { user } = renderApp('/admin/people/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'User 12' })).toBeVisible();
    expect(screen.getByRole('region', { name: "Pagina's" })).toBeVisible();
    expect(screen.getByText('Inzamelactie')).toBeVisible();
    expect(screen.getByText('Hoofdbeheerder')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar iedereen' })).toHaveAttribute(
      'href',
      '/admin/people',
    );
    await user.click(screen.getByRole('button', { name: 'Rol wijzigen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'De rol wijzigen' }));
    expect(dialog.getByText('User 12 is nu: Hoofdbeheerder.')).toBeVisible();
    await user.click(dialog.getByRole('radio', { name: 'Deelnemer' }));
    expect(
      dialog.getByText(
        'User 12 wordt overal uitgelogd en logt daarna opnieuw in met de nieuwe rol.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Rol wijzigen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows the server’s refusal of a block in the dialog', async () => {
    const refusal = 'Only a console admin may block or unblock an operator or a console admin.';
    mockApi({
      'GET /admin/users/13': { data: person({ id: 13, name: 'User 13', role: 'user' }) },
      'POST /admin/users/13/block': reply(403, {
        message: refusal,
        error: 'console_admin_required',
      }),
    });
    signIn(operator);
    const { user } = renderApp('/admin/people/13');
    await user.click(await screen.findByRole('button', { name: 'Block account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block this account' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Left the team');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no block or role change on the console admin’s own account', async () => {
    mockApi({
      'GET /admin/users/6': {
        data: person({ id: 6, name: 'Console Admin', role: 'console_admin' }),
      },
    });
    signIn(consoleAdmin);
    renderApp('/admin/people/6');
    expect(
      await screen.findByText('This is your own account: you cannot block it or change its role.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
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
