import type { OutboxMail } from '@app/contract';
import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Serious and critical WCAG A/AA findings (contrast needs a real browser: e2e checks it). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
}

const reset: OutboxMail = {
  id: 7,
  kind: 'password-reset',
  subject: 'Wachtwoord opnieuw instellen',
  created_at: '2026-11-29T10:15:00.000Z',
  lang: 'nl',
  text: 'Hallo Sam,\n\nKies een nieuw wachtwoord:\nhttp://localhost:3000/forgot-password/abc123.\n\nPifWorld',
  links: ['http://localhost:3000/forgot-password/abc123'],
};
const welcome: OutboxMail = {
  id: 3,
  kind: 'email-changed',
  subject: 'Your e-mail address was changed',
  created_at: '2026-11-28T09:00:00.000Z',
  lang: 'en',
  text: 'Hello Sam,\n\nNot you? Undo it: http://localhost:3000/email-change/undo/xyz',
  links: ['http://localhost:3000/email-change/undo/xyz'],
};

/** The `to` of every outbox lookup the app made. */
function lookedUp(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/outbox'))
    .map((url) => url.searchParams.get('to') ?? '');
}

describe('Outbox (/outbox)', () => {
  it('reads the e-mails of an address with the keyboard alone, links clickable', async () => {
    const pending = deferred();
    const fetchMock = mockApi({
      'GET /outbox': async () => {
        await pending.promise;
        return { data: [reset, welcome] };
      },
    });
    const { user, router } = renderApp('/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    expect(lookedUp(fetchMock)).toEqual([]);
    const field = screen.getByRole('textbox', { name: /Recipient's e-mail address/ });
    while (document.activeElement !== field) await user.tab();
    await user.keyboard('sam@example.org{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading e-mails...');
    pending.resolve(undefined);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'E-mails to sam@example.org' }),
    ).toBeVisible();
    expect(lookedUp(fetchMock)).toEqual(['sam@example.org']);
    expect(router.state.location.search).toBe('?to=sam%40example.org');
    expect(screen.getByText('2 e-mails, newest first.')).toBeVisible();

    const [first, second] = screen.getAllByRole('article');
    expect(
      within(first!).getByRole('heading', { level: 3, name: 'Wachtwoord opnieuw instellen' }),
    ).toHaveAttribute('lang', 'nl');
    expect(within(first!).getByText(/Written in Dutch/)).toBeVisible();
    // The full stop after a link is not part of it.
    expect(
      within(first!).getByRole('link', { name: 'http://localhost:3000/forgot-password/abc123' }),
    ).toHaveAttribute('href', 'http://localhost:3000/forgot-password/abc123');
    expect(within(second!).getByText(/Written in English/)).toBeVisible();
    const undo = within(second!).getByRole('link', { name: /email-change\/undo\/xyz/ });
    while (document.activeElement !== undo) await user.tab();
    expect(undo).toHaveFocus();
    expect(await seriousFindings()).toEqual([]);
  });

  it('opens with the address in its own URL, and looks again for the same address', async () => {
    const fetchMock = mockApi({ 'GET /outbox': { data: [welcome] } });
    const { user } = renderApp('/outbox?to=sam%40example.org');

    expect(await screen.findByRole('article')).toHaveTextContent('Your e-mail address was changed');
    expect(screen.getByRole('textbox', { name: /Recipient's e-mail address/ })).toHaveValue(
      'sam@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    await waitFor(() => expect(lookedUp(fetchMock)).toHaveLength(2));
    expect(screen.getByText('1 e-mail, newest first.')).toBeVisible();
  });

  it('follows the address back through the history', async () => {
    mockApi({ 'GET /outbox': { data: [] } });
    const { router } = renderApp([
      '/outbox?to=first%40example.org',
      '/outbox?to=second%40example.org',
    ]);
    const field = await screen.findByRole('textbox', { name: /Recipient's e-mail address/ });
    expect(field).toHaveValue('second@example.org');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(field).toHaveValue('first@example.org'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'E-mails to first@example.org' }),
    ).toBeVisible();
  });

  it('checks the address before asking, and shows the server’s reason too', async () => {
    const fetchMock = mockApi({
      'GET /outbox': reply(422, {
        message: 'Please enter a valid email address.',
        errors: { to: ['Please enter a valid email address.'] },
      }),
    });
    const { user } = renderApp('/outbox');
    const field = await screen.findByRole('textbox', { name: /Recipient's e-mail address/ });

    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    expect(field).toHaveAccessibleDescription('The email field is required.');
    expect(field).toHaveFocus();
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(lookedUp(fetchMock)).toEqual([]);

    // One the browser takes but the server does not.
    await user.clear(field);
    await user.type(field, 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    expect(lookedUp(fetchMock)).toEqual(['a@b.c']);
    expect(screen.queryByRole('heading', { level: 2, name: /E-mails to/ })).toBeNull();
  });

  it('says so when nothing was sent to the address', async () => {
    mockApi({ 'GET /outbox': { data: [] } });
    renderApp('/outbox?to=nobody%40example.org');

    const empty = await screen.findByText(
      'Nothing was sent to nobody@example.org in the last 7 days.',
    );
    expect(empty.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(await seriousFindings()).toEqual([]);
  });

  it('says a platform without an outbox has none (404)', async () => {
    mockApi({
      'GET /outbox': reply(404, {
        message: 'The outbox exists only on a test platform whose e-mails stay on the server.',
      }),
    });
    renderApp('/outbox?to=sam%40example.org');

    expect(await screen.findByText('This platform has no outbox')).toBeVisible();
    expect(
      screen.getByText('Its e-mails go out for real: read them in the inbox they were sent to.'),
    ).toBeVisible();
  });

  it('offers to try again when the server fails, and says when to wait', async () => {
    let answer = reply(500, { message: 'Server Error' });
    const fetchMock = mockApi({ 'GET /outbox': () => answer });
    const { user } = renderApp('/outbox?to=sam%40example.org');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the e-mails. Please try again.');
    answer = reply(
      429,
      { message: 'Too many attempts. Please try again later.' },
      {
        'Retry-After': '30',
      },
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(calledPaths(fetchMock).filter((p) => p === 'GET /outbox')).toHaveLength(2);
  });

  it('is readable in Dutch', async () => {
    mockApi({ 'GET /outbox': { data: [reset] } });
    const { user } = renderApp('/outbox?to=sam%40example.org');
    await screen.findByRole('article');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Postvak uit' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'E-mails aan sam@example.org' }),
    ).toBeVisible();
    expect(screen.getByText(/Geschreven in het Nederlands/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Toon e-mails' })).toBeVisible();
    expect(await seriousFindings()).toEqual([]);
  });
});
