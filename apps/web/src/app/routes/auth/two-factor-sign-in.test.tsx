import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webauthn } from '@/features/auth/passkey';
import { passkeyAssertion, passkeyRequestOptions } from '@/features/auth/testing/security-fixtures';
import { getSession, restoreSession } from '@/lib/session';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';
import { expectTokenNotKept } from '@/testing/session-cookies';

const providers = { 'GET /auth/providers': { google: true, facebook: false } };
const step = { two_factor: { challenge: 'step-1', methods: ['totp', 'passkey', 'recovery_code'] } };

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  const main = within(screen.getByRole('main'));
  await enterText(user, await main.findByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
  await enterText(user, main.getByLabelText(/^Password/, { selector: 'input' }), 'secret-password');
  await user.click(main.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  restoreSession();
  // jsdom has no WebAuthn; the browser's part of a passkey is stood in for where a test uses one.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

describe('signing in with a second factor', () => {
  it('asks for the app’s code after the password, shows the server’s refusal at the field, then signs in', async () => {
    const answers: unknown[] = [];
    mockApi({
      ...providers,
      ...profileApi(),
      'POST /login': step,
      'POST /login/two-factor': async (request: Request) => {
        const body = (await request.json()) as { code?: string };
        answers.push(body);
        return body.code === '654321'
          ? { token: 'tok-2fa', user: sessionUser() }
          : reply(422, {
              message: 'This code is not right.',
              errors: {
                code: ['This code is not right, or it was already used. Try the newest code.'],
              },
            });
      },
    });
    const { user, router } = renderApp('/login');

    await signInWithPassword(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }),
    ).toBeVisible();
    expect(getSession().user).toBeNull();
    const code = screen.getByRole('textbox', { name: /^Code from your authenticator app/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The step took the place of the sent form: its field has the focus, not the page.
    await waitFor(() => expect(code).toHaveFocus());
    await enterText(user, code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'This code is not right, or it was already used. Try the newest code.',
      ),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await enterText(user, code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expectTokenNotKept('tok-2fa');
    expect(answers).toEqual([
      { challenge: 'step-1', code: '111111' },
      { challenge: 'step-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    let sent: unknown;
    mockApi({
      ...providers,
      ...profileApi(),
      'POST /login': step,
      'POST /login/two-factor': async (request: Request) => {
        sent = await request.json();
        return { token: 'tok-2fa', user: sessionUser() };
      },
    });
    const { user, router } = renderApp('/login');

    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: /^Recovery code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await enterText(user, field, 'abcd-efgh-jk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent).toEqual({ challenge: 'step-1', recovery_code: 'abcd-efgh-jk' });
  });

  it('finishes with a passkey: the browser signs what the server asked for this step', async () => {
    let sent: unknown;
    mockApi({
      ...providers,
      ...profileApi(),
      'POST /login': { two_factor: { challenge: 'step-1', methods: ['passkey', 'recovery_code'] } },
      'POST /login/two-factor/passkey-options': async (request: Request) => {
        expect(await request.json()).toEqual({ challenge: 'step-1' });
        return { challenge: 'step-1', options: passkeyRequestOptions.options };
      },
      'POST /login/two-factor': async (request: Request) => {
        sent = await request.json();
        return { token: 'tok-passkey', user: sessionUser() };
      },
    });
    const sign = vi.spyOn(webauthn, 'startAuthentication').mockResolvedValue(passkeyAssertion());
    const { user, router } = renderApp('/login');

    await signInWithPassword(user);
    // No authenticator app on this account: the passkey comes first, and no code field.
    expect(
      await screen.findByText('Use the passkey on this device, or on your phone.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /authenticator app/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sign).toHaveBeenCalledWith({ optionsJSON: passkeyRequestOptions.options });
    expect(sent).toEqual({ challenge: 'step-1', passkey: passkeyAssertion() });
  });

  it('says an expired step is over and goes back to the password form', async () => {
    mockApi({
      ...providers,
      'POST /login': step,
      'POST /login/two-factor': reply(422, {
        message: 'This sign-in has expired. Please sign in again.',
        errors: { challenge: ['This sign-in has expired. Please sign in again.'] },
      }),
    });
    const { user } = renderApp('/login');

    await signInWithPassword(user);
    await enterText(
      user,
      await screen.findByRole('textbox', { name: /^Code from your authenticator app/ }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in not finished');
    expect(alert).toHaveTextContent('This sign-in has expired. Please sign in again.');

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
  });

  it('signs in with a passkey alone from /login', async () => {
    const fetchMock = mockApi({
      ...providers,
      ...profileApi(),
      'POST /login/passkey/options': passkeyRequestOptions,
      'POST /login/passkey': { token: 'tok-passkey', user: sessionUser() },
    });
    vi.spyOn(webauthn, 'startAuthentication').mockResolvedValue(passkeyAssertion());
    const { user, router } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expectTokenNotKept('tok-passkey');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login/passkey'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      challenge: passkeyRequestOptions.challenge,
      passkey: passkeyAssertion(),
    });
    expect(calledPaths(fetchMock)).not.toContain('POST /login');
  });

  it('says so when no passkey was used, and stays signed out', async () => {
    mockApi({ ...providers, 'POST /login/passkey/options': passkeyRequestOptions });
    vi.spyOn(webauthn, 'startAuthentication').mockRejectedValue(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Passkey sign-in failed');
    expect(alert).toHaveTextContent('No passkey was used. Try again, or choose another way.');
    expect(getSession().user).toBeNull();
  });

  it('shows no passkey button where the browser has no passkeys', async () => {
    vi.unstubAllGlobals();
    mockApi(providers);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sign in with a passkey' }),
    ).not.toBeInTheDocument();
  });

  it('continues a Google sign-in of an account with a second factor on /login', async () => {
    mockApi({
      ...providers,
      ...profileApi(),
      'GET /auth/google/callback': step,
      'POST /login/two-factor': { token: 'tok-google', user: sessionUser() },
    });
    const { user, router } = renderApp('/auth/google/callback?code=abc&state=xyz');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    await enterText(
      user,
      screen.getByRole('textbox', { name: /^Code from your authenticator app/ }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expectTokenNotKept('tok-google');
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...providers, 'POST /login': step });
    const { user } = renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Inloggen met een passkey' })).toBeVisible();
    const main = within(screen.getByRole('main'));
    await enterText(user, main.getByRole('textbox', { name: /^E-mailadres/ }), 'sanne@example.com');
    await enterText(user, main.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'geheim-1234');
    await user.click(main.getByRole('button', { name: 'Inloggen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen in twee stappen' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Code uit je authenticator-app/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Controleren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Een passkey gebruiken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Een herstelcode gebruiken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Terug naar inloggen' })).toBeVisible();
  });
});
