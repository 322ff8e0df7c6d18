import type { AdminOverview } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function overview(overrides: Partial<AdminOverview> = {}): { data: AdminOverview } {
  return {
    data: {
      today: { donations: 2, amount: 30, pages: 1, users: 3 },
      week: { donations: 14, amount: 1234.5, pages: 4, users: 9 },
      month: { donations: 61, amount: 5020, pages: 11, users: 40 },
      open_messages: 3,
      stuck_payments: {
        count: 2,
        oldest: [
          {
            kind: 'premium',
            reference: 'premium-ref-1',
            amount: 49,
            created_at: '2026-11-25T07:00:00.000Z',
            minutes_open: 180,
          },
          {
            kind: 'donation',
            reference: 'donation-ref-2',
            amount: 12,
            created_at: '2026-11-25T08:30:00.000Z',
            minutes_open: 90,
          },
        ],
      },
      generated_at: '2026-11-25T10:00:00.000Z',
      ...overrides,
    },
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the console’s overview', () => {
  it('is the console’s start: the periods’ figures, open messages and stuck payments', async () => {
    mockApi({ 'GET /admin/overview': overview() });
    signIn(operator);
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));

    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(today.getByText('Paid donations').nextSibling).toHaveTextContent('2');
    expect(today.getByText('Raised').nextSibling).toHaveTextContent('€30.00');
    expect(today.getByText('New pages').nextSibling).toHaveTextContent('1');
    expect(today.getByText('New accounts').nextSibling).toHaveTextContent('3');
    const week = within(section('This week'));
    expect(week.getByText('Raised').nextSibling).toHaveTextContent('€1,234.50');
    expect(within(section('This month')).getByText('Paid donations').nextSibling).toHaveTextContent(
      '61',
    );

    const messages = within(section('Open contact messages'));
    expect(messages.getByText('3')).toBeVisible();
    expect(messages.getByRole('link', { name: 'Read the messages' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    const stuck = within(section('Payments open for more than an hour'));
    const rows = stuck.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'premium-ref-1Premium purchase€49.003 hours',
      'donation-ref-2Donation€12.0090 minutes',
    ]);
    expect(stuck.getByRole('link', { name: 'Go to the donations' })).toHaveAttribute(
      'href',
      '/admin/donations',
    );
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(sections.getByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      '/admin/translations',
    );
    expect(sections.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('speaks Dutch, says when nothing is stuck, and retries after a failure', async () => {
    localStorage.setItem('language', 'nl');
    let fail = true;
    mockApi({
      'GET /admin/overview': () =>
        fail
          ? reply(500, { message: 'Server Error' })
          : overview({ stuck_payments: { count: 0, oldest: [] }, open_messages: 0 }),
    });
    signIn(sessionUser({ id: 5, role: 'admin', locale: 'nl', second_factor: true }));
    const { user } = renderApp('/admin/overview');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het overzicht kon niet worden geladen.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    const week = within(await screen.findByRole('region', { name: 'Deze week' }));
    expect(week.getByText('Opgehaald').nextSibling).toHaveTextContent('€ 1.234,50');
    expect(
      within(section('Betalingen die langer dan een uur openstaan')).getByText(
        'Geen betaling staat langer dan een uur open.',
      ),
    ).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
