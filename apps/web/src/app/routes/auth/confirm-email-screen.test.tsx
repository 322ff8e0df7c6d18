import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

describe('Confirm an e-mail address', () => {
  it('does nothing on opening, confirms on the button, and the session learns it', async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      'POST /email/confirm': async (request: Request) => {
        sent = await request.json();
        return {
          message: 'Your e-mail address has been confirmed.',
          email: 'sanne@example.com',
          changed: false,
        };
      },
    });
    signIn(sessionUser({ email_confirmed: false }));
    const { user } = renderApp('/confirm-email/confirm-token-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /email/confirm');
    await user.click(main().getByRole('button', { name: 'Confirm my e-mail address' }));

    expect(await main().findByRole('status')).toHaveTextContent(
      'Your e-mail address has been confirmed.',
    );
    expect(sent).toEqual({ token: 'confirm-token-1' });
    await waitFor(() => expect(getSession().user?.email_confirmed).toBe(true));
  });

  it('takes a new address into the session once it is confirmed', async () => {
    mockApi({
      'POST /email/confirm': {
        message: 'Your new e-mail address has been confirmed.',
        email: 'new@example.com',
        changed: true,
      },
    });
    signIn(sessionUser({ pending_email: 'new@example.com' }));
    const { user } = renderApp('/confirm-email/confirm-token-2');
    await user.click(await main().findByRole('button', { name: 'Confirm my e-mail address' }));
    await waitFor(() =>
      expect(getSession().user).toMatchObject({ email: 'new@example.com', pending_email: null }),
    );
  });

  it("shows why a link does not work, in the visitor's language", async () => {
    mockApi({
      'POST /email/confirm': reply(422, {
        message: 'Deze bevestigingslink is ongeldig of verlopen.',
        errors: { token: ['Deze bevestigingslink is ongeldig of verlopen.'] },
      }),
    });
    localStorage.setItem('language', 'nl');
    const { user } = renderApp('/confirm-email/old-token');

    await user.click(await screen.findByRole('button', { name: 'Mijn e-mailadres bevestigen' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Deze bevestigingslink is ongeldig of verlopen.',
    );
    expect(main().getByRole('link', { name: 'Terug naar inloggen' })).toBeVisible();
  });
});
