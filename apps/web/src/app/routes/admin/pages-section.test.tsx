import type { AdminPage, AdminPagesResponse } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function page(overrides: Partial<AdminPage> = {}): AdminPage {
  return {
    type: 'fundraiser',
    id: 3,
    name: 'Fundraiser 3',
    owner: { id: 12, name: 'User 12', email: 'user12@example.org' },
    active: true,
    verified: false,
    featured: false,
    inactive_reason: null,
    open_reports: 0,
    created_at: '2026-05-02T10:00:00.000Z',
    path: '/fundraiser-details/3',
    verification: null,
    ...overrides,
  };
}

const event = page({
  type: 'event',
  id: 8,
  name: 'Event 8',
  verified: null,
  featured: null,
  active: false,
  inactive_reason: 'Cancelled by the organiser',
  open_reports: 2,
  path: '/events-details/8',
});

function list(data: AdminPage[], meta: Partial<AdminPagesResponse['meta']> = {}) {
  return {
    data,
    meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length, ...meta },
  };
}

const rowOf = (name: string) => {
  const link = screen.getByRole('link', { name });
  return within(link.closest('tr')!);
};

describe('the console’s pages', () => {
  it('lists pages of every kind with their owner, their state and a link to their public page', async () => {
    mockApi({ 'GET /admin/pages': list([page(), event]) });
    signIn(operator);
    renderApp('/admin/pages');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pages' })).toBeVisible();
    expect(await screen.findByText('2 pages')).toBeVisible();
    // Each name opens its public page.
    expect(screen.getByRole('link', { name: 'Fundraiser 3' })).toHaveAttribute(
      'href',
      '/fundraiser-details/3',
    );
    expect(screen.getByRole('link', { name: 'Event 8' })).toHaveAttribute(
      'href',
      '/events-details/8',
    );
    const fundraiser = rowOf('Fundraiser 3');
    expect(fundraiser.getByText('User 12')).toBeVisible();
    expect(fundraiser.getByText('user12@example.org')).toBeVisible();
    expect(fundraiser.getByText('Not verified')).toBeVisible();
    expect(fundraiser.getByText(/^Fundraiser ·/)).toBeVisible();
    // An event has no badge to give; a deactivated page says why and may come back.
    const eventRow = rowOf('Event 8');
    expect(eventRow.getByText('Deactivated')).toBeVisible();
    expect(eventRow.getByText('Reason: Cancelled by the organiser')).toBeVisible();
    expect(eventRow.getByText('2 open reports')).toBeVisible();
    expect(eventRow.queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(eventRow.getByRole('button', { name: 'Reactivate: Event 8' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('searches by name or owner and narrows by kind and state', async () => {
    const searches: string[] = [];
    mockApi({
      'GET /admin/pages': (request: Request) => {
        searches.push(new URL(request.url).search);
        return list([page(), event]);
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Name, owner or e-mail address' }),
      'run',
    );
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Fundraiser' }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Not verified' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('search=run'));
    expect(searches.at(-1)).toContain('type=fundraiser');
    expect(searches.at(-1)).toContain('filter=unverified');
  });

  it('verifies a non-profit after its checklist, checked before sending', async () => {
    let verified = false;
    const sent: unknown[] = [];
    const nonprofit = (on: boolean) =>
      page({
        type: 'nonprofit',
        id: 6,
        name: 'Nonprofit 6',
        verified: on,
        featured: null,
        path: '/nonprofit-details/6',
        verification: on
          ? {
              verified_at: '2026-11-29T10:00:00.000Z',
              verified_by: { id: 5, name: 'Olga Operator' },
              kvk_number: '41197298',
              rsin: '820646660',
              anbi: true,
              anbi_checked_at: '2026-11-29T10:00:00.000Z',
            }
          : null,
      });
    const fetchMock = mockApi({
      'GET /admin/pages': () => list([nonprofit(verified), event]),
      'POST /admin/pages/nonprofit/6/verify': async (request: Request) => {
        sent.push(await request.json());
        verified = true;
        return { data: nonprofit(true), changed: true };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.click(await screen.findByRole('button', { name: 'Verify: Nonprofit 6' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify this page' }));
    expect(await seriousAxeFindings()).toEqual([]);

    // Nothing filled in: every check is asked for, nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(
      dialog.getByText('Enter the KvK number you checked in the Chamber of Commerce register.'),
    ).toBeVisible();
    expect(dialog.getByText('Enter the RSIN you checked in the register.')).toBeVisible();
    expect(dialog.getByText('Say whether the organisation is in the ANBI register.')).toBeVisible();
    expect(dialog.getByText('Please give a reason.')).toBeVisible();

    // An RSIN that fails the eleven test is refused here too.
    await user.type(dialog.getByRole('textbox', { name: /KvK number/ }), '4119 7298');
    await user.type(dialog.getByRole('textbox', { name: /^RSIN/ }), '820646661');
    await user.click(dialog.getByRole('radio', { name: 'In the ANBI register' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'KvK and ANBI registers');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(dialog.getByText('The RSIN must be 9 digits that pass the eleven test.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /admin/pages/nonprofit/6/verify');

    await user.clear(dialog.getByRole('textbox', { name: /^RSIN/ }));
    await user.type(dialog.getByRole('textbox', { name: /^RSIN/ }), '820646660');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Nonprofit 6 is verified.')).toBeVisible();
    expect(sent).toEqual([
      { reason: 'KvK and ANBI registers', kvk_number: '4119 7298', rsin: '820646660', anbi: true },
    ]);
    expect(
      await rowOf('Nonprofit 6').findByText(/Verified on November 29, 2026 by Olga Operator/),
    ).toBeVisible();
    expect(
      rowOf('Nonprofit 6').getByText(/KvK 41197298 · RSIN 820646660 · ANBI checked/),
    ).toBeVisible();
  }, 40_000); // a long form typed key by key: more than the default 15 s on a busy machine

  it('verifies a fundraiser with a reason only', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /admin/pages': () => list([page(), event]),
      'POST /admin/pages/fundraiser/3/verify': async (request: Request) => {
        sent.push(await request.json());
        return { data: page({ verified: true }), changed: true };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.click(await screen.findByRole('button', { name: 'Verify: Fundraiser 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify this page' }));
    expect(dialog.queryByRole('textbox', { name: /KvK/ })).toBeNull();
    // Escape closes it and hands focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const opener = await screen.findByRole('button', { name: 'Verify: Fundraiser 3' });
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    const again = within(await screen.findByRole('dialog', { name: 'Verify this page' }));
    await user.type(again.getByRole('textbox', { name: /Reason/ }), 'Spoke to the organiser');
    await user.click(again.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Fundraiser 3 is verified.')).toBeVisible();
    expect(sent).toEqual([{ reason: 'Spoke to the organiser' }]);
  }, 30_000);

  it('features a fundraiser on home and takes it off again; other kinds have no such button', async () => {
    let featured = false;
    const fetchMock = mockApi({
      'GET /admin/pages': () => list([page({ featured }), event]),
      'POST /admin/pages/fundraiser/3/feature': () => {
        featured = true;
        return { data: page({ featured: true }), changed: true };
      },
      'POST /admin/pages/fundraiser/3/unfeature': () => {
        featured = false;
        return { data: page({ featured: false }), changed: true };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.click(await screen.findByRole('button', { name: 'Feature on home: Fundraiser 3' }));
    expect(await screen.findByText('Fundraiser 3 is shown first on home.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('POST /admin/pages/fundraiser/3/feature');
    expect(await rowOf('Fundraiser 3').findByText('On home')).toBeVisible();
    expect(rowOf('Event 8').queryByRole('button', { name: /home/ })).toBeNull();
    await user.click(
      rowOf('Fundraiser 3').getByRole('button', { name: 'Remove from home: Fundraiser 3' }),
    );
    expect(await screen.findByText('Fundraiser 3 is no longer featured on home.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('POST /admin/pages/fundraiser/3/unfeature');
  });

  it('deactivates a page only with a reason, shows the server’s refusal, and keeps what was typed', async () => {
    const sent: unknown[] = [];
    let deactivated = false;
    let refuse = true;
    const fetchMock = mockApi({
      'GET /admin/pages': () =>
        list([
          deactivated ? page({ active: false, inactive_reason: 'Misleading description' }) : page(),
        ]),
      'POST /admin/pages/fundraiser/3/deactivate': async (request: Request) => {
        sent.push(await request.json());
        if (refuse) {
          refuse = false;
          return reply(422, {
            message: 'The reason may not be longer than 500 characters.',
            errors: { reason: ['The reason may not be longer than 500 characters.'] },
          });
        }
        deactivated = true;
        return {
          data: page({ active: false, inactive_reason: 'Misleading description' }),
          changed: true,
        };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Fundraiser 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate this page' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    // Nothing is sent without a reason.
    await user.type(reason, '   ');
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(dialog.getByText('Please give a reason.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calledPaths(fetchMock)).not.toContain('POST /admin/pages/fundraiser/3/deactivate');

    await user.clear(reason);
    await user.type(reason, 'Misleading description');
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(
      await dialog.findByText('The reason may not be longer than 500 characters.'),
    ).toBeVisible();
    expect(reason).toHaveValue('Misleading description');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Fundraiser 3 is deactivated. Its owner is e-mailed the reason.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { reason: 'Misleading description' },
      { reason: 'Misleading description' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = rowOf('Fundraiser 3');
    expect(await row.findByText('Reason: Misleading description')).toBeVisible();
    expect(row.getByRole('button', { name: 'Reactivate: Fundraiser 3' })).toBeVisible();
  });

  it('speaks Dutch, reactivates a page, and says when nothing changed', async () => {
    localStorage.setItem('language', 'nl');
    let reactivated = false;
    mockApi({
      'GET /admin/pages': () =>
        list([
          reactivated ? { ...event, active: true, inactive_reason: null } : event,
          page({
            type: 'company',
            id: 4,
            name: 'Company 4',
            verified: true,
            path: '/company-details/4',
          }),
        ]),
      'POST /admin/pages/event/8/reactivate': () => {
        reactivated = true;
        return { data: { ...event, active: true, inactive_reason: null }, changed: true };
      },
      'POST /admin/pages/company/4/unverify': {
        data: page({ type: 'company', id: 4, name: 'Company 4', verified: false }),
        changed: false,
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    expect(await screen.findByText("2 pagina's")).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Naam, eigenaar of e-mailadres' })).toBeVisible();
    expect(rowOf('Event 8').getByText('Gedeactiveerd')).toBeVisible();
    expect(rowOf('Event 8').getByText('Reden: Cancelled by the organiser')).toBeVisible();
    expect(rowOf('Event 8').getByText('2 open meldingen')).toBeVisible();
    expect(rowOf('Company 4').getByText('Geverifieerd')).toBeVisible();
    expect(rowOf('Company 4').getByText(/^Bedrijf ·/)).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(rowOf('Event 8').getByRole('button', { name: 'Weer activeren: Event 8' }));
    expect(
      await screen.findByText('Event 8 is weer actief. De eigenaar krijgt een e-mail.'),
    ).toBeVisible();
    expect(await rowOf('Event 8').findByText('Actief')).toBeVisible();

    await user.click(
      rowOf('Company 4').getByRole('button', { name: 'Verificatie intrekken: Company 4' }),
    );
    const asked = within(await screen.findByRole('dialog', { name: 'Verificatie intrekken' }));
    await user.click(asked.getByRole('button', { name: 'Verificatie intrekken' }));
    expect(asked.getByText('Geef een reden op.')).toBeVisible();
    await user.type(asked.getByRole('textbox', { name: /Reden/ }), 'Uit het register');
    await user.click(asked.getByRole('button', { name: 'Verificatie intrekken' }));
    expect(await screen.findByText('Company 4 was al zo: er is niets veranderd.')).toBeVisible();

    await user.click(rowOf('Event 8').getByRole('button', { name: 'Deactiveren: Event 8' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deze pagina deactiveren' }));
    await user.click(dialog.getByRole('button', { name: 'Deactiveren' }));
    expect(dialog.getByText('Geef een reden op.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads more, and says when nothing matches and when the list fails', async () => {
    const handlers: Record<string, unknown> = {
      'GET /admin/pages': (request: Request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? list([event], { current_page: 2, last_page: 2, total: 2 })
          : list([page()], { last_page: 2, total: 2 }),
    };
    mockApi(handlers);
    signIn(operator);
    const { user } = renderApp('/admin/pages');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Event 8' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fundraiser 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    handlers['GET /admin/pages'] = list([]);
    await user.type(screen.getByRole('searchbox', { name: 'Name, owner or e-mail address' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pages match.')).toBeVisible();

    handlers['GET /admin/pages'] = reply(500, { message: 'Server Error' });
    await user.type(screen.getByRole('searchbox', { name: 'Name, owner or e-mail address' }), 'y');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The pages could not be loaded.')).toBeVisible();
  });
});
