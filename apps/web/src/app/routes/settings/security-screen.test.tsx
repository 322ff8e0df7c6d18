import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webauthn } from '@/features/auth/passkey';
import {
  passkeyAttestation,
  passkeyCreationOptions,
  securitySettings,
} from '@/features/auth/testing/security-fixtures';
import { browser } from '@/lib/browser';
import { getSession } from '@/lib/session';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';
import { readWithSession, sessionOf } from '@/testing/session-cookies';

const thisBrowser = {
  id: 31,
  current: true,
  device: 'Chrome, Linux',
  network: '203.0.113.0/24',
  created_at: '2026-11-20T09:00:00Z',
  last_used_at: '2026-11-28T09:00:00Z',
};
/** What every test's screen also reads: the providers configured and the open sessions. */
const providers = {
  'GET /auth/providers': { google: true, facebook: false },
  'GET /user/sessions': { data: [thisBrowser] },
};
const codes = [
  'AAAA-BBBB-C1',
  'AAAA-BBBB-C2',
  'AAAA-BBBB-C3',
  'AAAA-BBBB-C4',
  'AAAA-BBBB-C5',
  'AAAA-BBBB-C6',
  'AAAA-BBBB-C7',
  'AAAA-BBBB-C8',
  'AAAA-BBBB-C9',
  'AAAA-BBBB-D0',
];
const qr =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';

function heading() {
  return screen.findByRole('heading', { level: 1, name: 'Sign-in and security' });
}

function section(name: string) {
  return within(screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement);
}

beforeEach(() => {
  // jsdom has no WebAuthn; the browser's part of a passkey is stood in for in each test.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

describe('Sign-in and security', () => {
  it('shows its title while loading, then every part of the account', async () => {
    const settings = deferred();
    mockApi({ ...providers, 'GET /user/security': () => settings.promise });
    signIn(sessionUser({ linked_providers: ['google'] }));
    renderApp('/settings/security');

    expect(await heading()).toBeVisible();
    expect(screen.getByText('Loading your security settings...')).toBeVisible();
    settings.resolve(
      securitySettings({
        second_factor: true,
        totp: true,
        recovery_codes_left: 7,
        passkeys: [
          {
            id: 4,
            name: 'Work laptop',
            created_at: '2026-10-02T09:00:00Z',
            last_used_at: '2026-11-20T09:00:00Z',
          },
        ],
      }),
    );

    expect(await screen.findByText('sanne@example.com is confirmed.')).toBeVisible();
    expect(section('Authenticator app').getByText('On')).toBeVisible();
    expect(section('Passkeys').getByText('Work laptop')).toBeVisible();
    expect(
      section('Passkeys').getByText('Added October 2, 2026, last used November 20, 2026'),
    ).toBeVisible();
    expect(section('Recovery codes').getByText('7 recovery codes left.')).toBeVisible();
    expect(section('Linked sign-in').getByText('Linked')).toBeVisible();
    expect(
      await section('Linked sign-in').findByText('Facebook sign-in is not available here.'),
    ).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says so when the settings cannot be read, and asks again', async () => {
    const handlers: Record<string, unknown> = {
      ...providers,
      'GET /user/security': reply(500, { message: 'Server Error' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/settings/security');

    expect(await screen.findByText('Your security settings could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
    handlers['GET /user/security'] = securitySettings();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  });

  it('sets up the authenticator app: the QR code as an image, the key, the first code, then the recovery codes once', async () => {
    const handlers: Record<string, unknown> = {
      ...providers,
      'GET /user/security': securitySettings(),
      'POST /user/totp': { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr_svg: qr },
      'POST /user/totp/confirm': async (request: Request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') {
          return reply(422, {
            message: 'This code is not right.',
            errors: { code: ['This code is not right, or it was already used.'] },
          });
        }
        handlers['GET /user/security'] = securitySettings({
          second_factor: true,
          totp: true,
          recovery_codes_left: 10,
        });
        return { message: 'Your authenticator app is set up.', recovery_codes: codes };
      },
    };
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/settings/security');

    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const image = await screen.findByRole('img', {
      name: 'QR code that adds your PifWorld account to an authenticator app',
    });
    // The server's SVG is a picture, never markup of the page.
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(qr)}`);
    expect(document.querySelector('main svg path[d="M0 0h1v1H0z"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Set-up key/ })).toHaveValue('JBSW Y3DP EHPK 3PXP');
    const code = screen.getByRole('textbox', { name: /^Code from your authenticator app/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await enterText(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('This code is not right, or it was already used.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await enterText(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const shown = within(
      await screen.findByRole('dialog', { name: 'Store these recovery codes now' }),
    );
    expect(shown.getByText(/This is the only time we show them/)).toBeVisible();
    expect(within(shown.getByRole('list')).getAllByRole('listitem')).toHaveLength(10);
    expect(shown.getByText('AAAA-BBBB-C1')).toBeVisible();
    await user.click(shown.getByRole('button', { name: 'Download as .txt' }));
    const [file, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('pifworld-recovery-codes.txt');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file as Blob);
    });
    expect(text).toContain('PifWorld recovery codes for sanne@example.com');
    expect(text).toContain('AAAA-BBBB-D0');
    await user.click(shown.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await user.click(shown.getByRole('button', { name: 'I have stored them' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Gone for good: the screen keeps no copy, and shows only how many are left.
    expect(screen.queryByText('AAAA-BBBB-C1')).not.toBeInTheDocument();
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible();
    expect(section('Authenticator app').getByText('On')).toBeVisible();
    // The stored session knows the account has a second factor now (the console reads it).
    await waitFor(() => expect(getSession().user?.second_factor).toBe(true));
  });

  it('adds a passkey: the browser makes it from the server’s options, with the name given', async () => {
    let added: unknown;
    const handlers: Record<string, unknown> = {
      ...providers,
      'GET /user/security': securitySettings(),
      'POST /user/passkeys/options': passkeyCreationOptions,
      'POST /user/passkeys': async (request: Request) => {
        added = await request.json();
        handlers['GET /user/security'] = securitySettings({
          second_factor: true,
          recovery_codes_left: 10,
          passkeys: [
            { id: 9, name: 'My phone', created_at: '2026-11-28T10:00:00Z', last_used_at: null },
          ],
        });
        return { message: 'Your passkey has been added.', recovery_codes: codes };
      },
    };
    const make = vi.spyOn(webauthn, 'startRegistration').mockResolvedValue(passkeyAttestation());
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/settings/security');

    const passkeys = await screen.findByRole('button', { name: 'Add a passkey' });
    await user.click(passkeys);
    expect(
      await screen.findByText('Give the passkey a name, of at most 60 characters.'),
    ).toBeVisible();
    expect(make).not.toHaveBeenCalled();
    await enterText(
      user,
      screen.getByRole('textbox', { name: /^Name of the new passkey/ }),
      'My phone',
    );
    await user.click(passkeys);

    await screen.findByRole('dialog', { name: 'Store these recovery codes now' });
    expect(make).toHaveBeenCalledWith({ optionsJSON: passkeyCreationOptions.options });
    expect(added).toEqual({
      challenge: passkeyCreationOptions.challenge,
      name: 'My phone',
      passkey: passkeyAttestation(),
    });
    await user.click(screen.getByRole('button', { name: 'I have stored them' }));
    expect(await screen.findByText('My phone')).toBeVisible();
    expect(screen.getByText(/never used/)).toBeVisible();
  });

  it('says so when the passkey prompt was closed, and adds nothing', async () => {
    const fetchMock = mockApi({
      ...providers,
      'GET /user/security': securitySettings(),
      'POST /user/passkeys/options': passkeyCreationOptions,
    });
    vi.spyOn(webauthn, 'startRegistration').mockRejectedValue(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    signIn();
    const { user } = renderApp('/settings/security');

    await enterText(
      user,
      await screen.findByRole('textbox', { name: /^Name of the new passkey/ }),
      'Laptop',
    );
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passkey was used. Try again, or choose another way.',
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /user/passkeys');
  });

  it('removes a passkey and turns the app off after asking, and makes new recovery codes', async () => {
    const handlers: Record<string, unknown> = {
      ...providers,
      'GET /user/security': securitySettings({
        second_factor: true,
        totp: true,
        recovery_codes_left: 2,
        passkeys: [
          { id: 4, name: 'Old laptop', created_at: '2026-10-02T09:00:00Z', last_used_at: null },
        ],
      }),
      'DELETE /user/passkeys/4': { message: 'The passkey has been removed.' },
      'DELETE /user/totp': { message: 'The authenticator app no longer signs in to your account.' },
      'POST /user/recovery-codes': {
        message: 'Here are your new recovery codes.',
        recovery_codes: codes,
      },
    };
    const fetchMock = mockApi(handlers);
    signIn(sessionUser({ second_factor: true }));
    const { user } = renderApp('/settings/security');

    await user.click(await screen.findByRole('button', { name: 'Remove the passkey Old laptop' }));
    const remove = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(remove.getByText('"Old laptop" will no longer sign in to your account.')).toBeVisible();
    await user.click(remove.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey has been removed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const off = within(
      await screen.findByRole('dialog', { name: 'Turn the authenticator app off?' }),
    );
    await user.click(off.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('The authenticator app no longer signs in to your account.'),
    ).toBeInTheDocument();

    expect(section('Recovery codes').getByText('2 recovery codes left.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const renew = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    await user.click(renew.getByRole('button', { name: 'Make new codes' }));
    expect(
      await screen.findByRole('dialog', { name: 'Store these recovery codes now' }),
    ).toBeVisible();
    expect(calledPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        'DELETE /user/passkeys/4',
        'DELETE /user/totp',
        'POST /user/recovery-codes',
      ]),
    );
  });

  it('links Google through the provider with the session, once the address is confirmed', async () => {
    const redirect = vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
    const fetchMock = mockApi({
      ...providers,
      'GET /user/security': securitySettings(),
      'GET /auth/google/redirect': { url: 'https://accounts.example/authorize?x=1' },
    });
    signIn();
    const { user } = renderApp('/settings/security');

    await user.click(await screen.findByRole('button', { name: 'Link Google' }));

    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'),
    );
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).includes('/auth/google/redirect'),
    )!;
    expect(String(url)).toContain('intent=link');
    expect(sessionOf(init)).toEqual(readWithSession);
    expect(sessionStorage.getItem('oauth-link')).toBe('google');
    sessionStorage.clear();
  });

  it('sends the confirmation link again for an address not confirmed yet, which links nothing', async () => {
    mockApi({
      ...providers,
      'GET /user/security': securitySettings(),
      'POST /email/confirmation': { message: 'We have sent the link again.' },
    });
    signIn(sessionUser({ email_confirmed: false }));
    const { user } = renderApp('/settings/security');

    expect(await screen.findByText(/sanne@example.com is not confirmed yet/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeDisabled();
    expect(
      screen.getByText('Confirm your e-mail address first, then link Google or Facebook.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText('We have sent the link again.')).toBeVisible();
  });

  it('lists where the account is signed in, and signs out the other sessions one by one', async () => {
    let open = [
      thisBrowser,
      { ...thisBrowser, id: 30, current: false, device: 'Firefox, Windows', network: null },
      { ...thisBrowser, id: 29, current: false, device: null, last_used_at: null },
    ];
    const fetchMock = mockApi({
      ...providers,
      'GET /user/security': securitySettings(),
      'GET /user/sessions': () => ({ data: open }),
      'DELETE /user/sessions/30': () => {
        open = open.filter((session) => session.id !== 30);
        return { message: 'The session is signed out.' };
      },
      'DELETE /user/sessions/29': () => {
        open = open.filter((session) => session.id !== 29);
        return { message: 'The session is signed out.' };
      },
    });
    signIn(sessionUser());
    const { user } = renderApp('/settings/security');
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This browser')).toBeVisible();
    expect(
      within(items[0]!).getByText(
        'network 203.0.113.0/24, signed in November 20, 2026, last active November 28, 2026',
      ),
    ).toBeVisible();
    // This browser is signed out from the account menu, not here.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).getByText('Unknown browser')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      screen.getByRole('button', {
        name: 'Sign out the session of Firefox, Windows, signed in November 20, 2026',
      }),
    );
    expect(await screen.findByText('That session is signed out.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calledPaths(fetchMock)).toContain('DELETE /user/sessions/30');
    // With one other left, that one's own button does it: no "everywhere else" beside it.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Sign out the session of Unknown/ }));
    expect(await screen.findByText('You are signed in here only.')).toBeVisible();
  });

  it('signs out every other session at once when there are several', async () => {
    let open = [
      thisBrowser,
      { ...thisBrowser, id: 30, current: false },
      { ...thisBrowser, id: 29, current: false },
    ];
    localStorage.setItem('language', 'nl');
    mockApi({
      ...providers,
      'GET /user/security': securitySettings(),
      'GET /user/sessions': () => ({ data: open }),
      'DELETE /user/sessions': () => {
        open = open.filter((session) => session.current);
        return { message: 'Alle andere sessies zijn uitgelogd.' };
      },
    });
    signIn(sessionUser());
    const { user } = renderApp('/settings/security');
    await user.click(await screen.findByRole('button', { name: 'Overal anders uitloggen' }));
    expect(await screen.findByText('Alle andere sessies zijn uitgelogd.')).toBeVisible();
    expect(await screen.findByText('Je bent alleen hier ingelogd.')).toBeVisible();
    expect(screen.getByText('Deze browser')).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      ...providers,
      'GET /user/security': securitySettings({
        second_factor: true,
        totp: true,
        recovery_codes_left: 1,
      }),
    });
    signIn();
    renderApp('/settings/security');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen en beveiliging' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Authenticator-app' }),
    ).toBeVisible();
    expect(screen.getByText('Nog 1 herstelcode over.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Passkey toevoegen' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Google koppelen' })).toBeVisible();
    expect(screen.getByText('sanne@example.com is bevestigd.')).toBeVisible();
  });
});
