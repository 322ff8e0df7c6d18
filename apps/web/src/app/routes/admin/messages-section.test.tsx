import type { AdminContactMessage } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

function message(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: 7,
    name: 'A visitor',
    email: 'visitor@example.org',
    subject: 'Receipts for my company',
    message: 'Can I get one receipt for all donations of this year?\nThank you.',
    locale: 'nl',
    created_at: '2026-11-20T10:15:00.000Z',
    read_at: null,
    answered_at: null,
    ...overrides,
  };
}

const list = (data: AdminContactMessage[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

describe('the console’s messages', () => {
  it('lists open messages, opens one (read), replies by e-mail and marks it answered', async () => {
    let current = message();
    const filters: string[] = [];
    const fetchMock = mockApi({
      'GET /admin/messages': (request: Request) => {
        const query = new URL(request.url).searchParams;
        filters.push(`${query.get('filter')}|${query.get('search') ?? ''}`);
        const open = current.answered_at === null;
        return list(
          query.get('filter') === 'answered' ? (open ? [] : [current]) : open ? [current] : [],
        );
      },
      'POST /admin/messages/7/read': () => {
        current = { ...current, read_at: '2026-11-25T09:00:00.000Z' };
        return { data: current };
      },
      'POST /admin/messages/7/answered': () => {
        current = { ...current, answered_at: '2026-11-25T09:05:00.000Z' };
        return { data: current };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/messages');

    const card = within(await screen.findByRole('article'));
    expect(card.getByText('New')).toBeVisible();
    expect(card.getByText(/A visitor · visitor@example.org/)).toBeVisible();
    expect(screen.getByText('1 message')).toBeVisible();
    expect(filters[0]).toBe('open|');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Open message: Receipts for my company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receipts for my company' }));
    expect(dialog.getByText(/one receipt for all donations/)).toBeVisible();
    expect(dialog.getByText('Dutch')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:visitor@example.org?subject=${encodeURIComponent('Re: Receipts for my company')}`,
    );
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('POST /admin/messages/7/read'));
    await waitFor(() => expect(dialog.queryByText('New')).not.toBeInTheDocument());
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Mark as answered' }));
    expect(await screen.findByText('The message is marked as answered.')).toBeVisible();
    // Gone from the open ones, still open in the dialog, now answered.
    expect(await dialog.findByRole('button', { name: 'Mark as open' })).toBeVisible();
    expect(dialog.getByText('Answered')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No messages here.')).toBeVisible();
    expect(calledPaths(fetchMock).filter((path) => path.endsWith('/read'))).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Answered' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });

  it('speaks Dutch, searches, and keeps the dialog open with the reason when a change fails', async () => {
    localStorage.setItem('language', 'nl');
    const searches: string[] = [];
    mockApi({
      'GET /admin/messages': (request: Request) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return list([
          message({ read_at: '2026-11-21T09:00:00.000Z', answered_at: '2026-11-21T10:00:00.000Z' }),
        ]);
      },
      'POST /admin/messages/7/unanswered': reply(404, { message: 'Contactbericht niet gevonden.' }),
    });
    signIn(sessionUser({ id: 5, role: 'admin', locale: 'nl', second_factor: true }));
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 2, name: 'Berichten' })).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Zoek op naam, e-mailadres, onderwerp of tekst' }),
      'bon',
    );
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches.at(-1)).toBe('bon'));
    await user.click(
      await screen.findByRole('button', { name: 'Bericht openen: Receipts for my company' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Beantwoord')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Markeren als open' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Contactbericht niet gevonden.');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('offers a retry when the messages cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /admin/messages': () =>
        fail ? reply(500, { message: 'Server Error' }) : list([message()]),
    });
    signIn(operator);
    const { user } = renderApp('/admin/messages');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });
});
