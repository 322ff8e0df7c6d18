import axe from 'axe-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'v1.aaaa.bbbb.cccc';
const route = `/donor-erasure/${TOKEN}`;

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

describe('Erase my donor details (/donor-erasure/{token})', () => {
  it('says what is erased and what is kept, and sends nothing on opening', async () => {
    const fetchMock = mockApi();
    renderApp(route);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erase my donor details' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What we erase' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep, and why' })).toBeVisible();
    expect(screen.getByText(/Dutch tax law .* 7 years/)).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /privacy/donor-erasure');
    expect(await seriousFindings()).toEqual([]);
  });

  it('erases with the keyboard alone and says so', async () => {
    const pending = deferred();
    const fetchMock = mockApi({
      'POST /privacy/donor-erasure': async (request: Request) => {
        expect(await request.json()).toEqual({ token: TOKEN });
        await pending.promise;
        return {
          message: 'Your personal details have been erased from your donations.',
          donations: 2,
        };
      },
    });
    const { user } = renderApp(route);
    const button = await screen.findByRole('button', { name: 'Erase my details' });

    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Erasing...' })).toBeDisabled();
    pending.resolve(undefined);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your details have been erased');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(calledPaths(fetchMock).filter((p) => p.startsWith('POST'))).toEqual([
      'POST /privacy/donor-erasure',
    ]);
    expect(await seriousFindings()).toEqual([]);
  });

  it("shows the server's reason for a link that does not work", async () => {
    mockApi({
      'POST /privacy/donor-erasure': reply(422, {
        message: 'This link has expired.',
        errors: { token: ['This link has expired.'] },
      }),
    });
    const { user } = renderApp(route);
    await user.click(await screen.findByRole('button', { name: 'Erase my details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('button', { name: 'Erase my details' })).toBeEnabled();
  });

  it('falls back to its own text when the server fails', async () => {
    mockApi({ 'POST /privacy/donor-erasure': reply(500, { message: 'Server Error' }) });
    const { user } = renderApp(route);
    await user.click(await screen.findByRole('button', { name: 'Erase my details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not erase your details. Please try again.',
    );
  });

  it('is readable in Dutch', async () => {
    mockApi();
    const { user } = renderApp(route);
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Mijn donateursgegevens wissen' }),
      ).toBeVisible(),
    );
    expect(screen.getByText(/fiscale bewaarplicht/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wis mijn gegevens' })).toBeVisible();
  });
});
