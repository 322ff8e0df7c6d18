import type { AuditEntry } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '@/lib/session';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({
  id: 5,
  name: 'Console Operator',
  role: 'admin',
  second_factor: true,
});

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 5, name: 'Console Operator' },
    action: 'page.deactivate',
    target_type: 'fundraiser',
    target_id: '12',
    before: { active: true },
    after: { active: false },
    reason: 'Reported as a scam',
    created_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

const page = (data: AuditEntry[], total = data.length, last = 1) => ({
  data,
  meta: { current_page: 1, last_page: last, per_page: 50, total },
});

describe('the operator console', () => {
  it('refuses a signed-in user without the operator role, and loads no section', async () => {
    const fetchMock = mockApi({});
    signIn(sessionUser());
    renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For operators only' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(calledPaths(fetchMock).filter((path) => path.includes('/admin'))).toEqual([]);
  });

  it('sends a visitor to the login page first', async () => {
    mockApi({});
    const { router } = renderApp('/admin');
    act(() => {
      restoreSession();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows an operator the sections and the audit log, newest first, with who changed what', async () => {
    const fetchMock = mockApi({
      'GET /admin/audit': page([
        entry(),
        entry({
          id: 2,
          actor: null,
          action: 'user.make-admin',
          target_type: 'user',
          target_id: '5',
          before: { role: 'user' },
          after: { role: 'admin' },
          reason: null,
        }),
      ]),
    });
    signIn(operator);
    const { user } = renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator console' }),
    ).toBeVisible();
    const nav = within(screen.getByRole('navigation', { name: 'Console sections' }));
    expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Console Operator');
    expect(rows[1]).toHaveTextContent('page.deactivate');
    expect(rows[1]).toHaveTextContent('fundraiser 12');
    expect(rows[1]).toHaveTextContent('active: true → active: false');
    expect(rows[1]).toHaveTextContent('Reported as a scam');
    expect(rows[2]).toHaveTextContent('Command line or start-up');
    expect(screen.getByText('2 entries')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    // Filters go to the API as they are typed, and clear again.
    await user.type(screen.getByLabelText('Action'), 'page.deactivate');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('/admin/audit?page=1&per_page=50&action=page.deactivate'),
      ),
    );
  });

  it('opens for a console admin too, who finds it in the account menu', async () => {
    mockApi({ 'GET /admin/audit': page([]) });
    signIn(
      sessionUser({ id: 6, name: 'Console Admin', role: 'console_admin', second_factor: true }),
    );
    const { user } = renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator console' }),
    ).toBeVisible();
    expect(await screen.findByText('No entries match.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Console Admin/ }));
    expect(await screen.findByRole('menuitem', { name: 'Operator console' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('speaks Dutch, and says so when nothing matches', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /admin/audit': page([]) });
    signIn(operator);
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beheeromgeving' })).toBeVisible();
    expect(await screen.findByText('Geen regels gevonden.')).toBeVisible();
    expect(
      within(
        screen.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' }),
      ).getByRole('link', { name: 'Logboek' }),
    ).toBeVisible();
  });

  it('tells a Dutch user without the role that the console is for operators', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({});
    signIn(sessionUser({ locale: 'nl' }));
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alleen voor beheerders' }),
    ).toBeVisible();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /admin/audit': () => (fail ? reply(500, { message: 'Server Error' }) : page([entry()])),
    });
    signIn(operator);
    const { user } = renderApp('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('page.deactivate')).toBeVisible();
  });

  it('sends an operator without a second factor to set one up, and loads no section', async () => {
    const fetchMock = mockApi({
      'GET /auth/providers': { google: false, facebook: false },
      'GET /user/security': {
        second_factor: false,
        totp: false,
        passkeys: [],
        recovery_codes_left: 0,
        has_password: true,
      },
    });
    signIn({ ...operator, second_factor: false });
    const { user, router } = renderApp('/admin/audit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up a second factor first' }),
    ).toBeVisible();
    expect(screen.getByText(/Operators sign in with a second factor/)).toBeVisible();
    expect(calledPaths(fetchMock).filter((path) => path.includes('/admin'))).toEqual([]);
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Set up a second factor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/security'));
  });

  it('shows the same when the console refuses the operator for want of a second factor', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /admin/audit': reply(403, {
        message: 'Beheerders loggen in met een tweede factor.',
        error: 'second_factor_required',
      }),
    });
    // The stored session still says the account has one (removed in another browser).
    signIn(operator);
    renderApp('/admin/audit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stel eerst een tweede factor in' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tweede factor instellen' })).toHaveAttribute(
      'href',
      '/settings/security',
    );
  });
});
