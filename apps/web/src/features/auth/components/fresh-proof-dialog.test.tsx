import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';
import { webauthn } from '../passkey';
import {
  passkeyAssertion,
  passkeyRequestOptions,
  securitySettings,
} from '../testing/security-fixtures';
import { getSession } from '@/lib/session';

const needsProof = reply(403, {
  message:
    'For your safety, confirm it is you with your password or a second factor, then try again.',
  error: 'fresh_proof_required',
});

/** The profile's Delete Profile, which the API answers only for a freshly proven session. */
function deletingProfile(handlers: Record<string, unknown>, proven: () => boolean) {
  return mockApi({
    ...profileApi(),
    'DELETE /user/1': () => (proven() ? { message: 'Your profile has been deleted.' } : needsProof),
    ...handlers,
  });
}

async function deleteProfile(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
  await user.click(confirm.getByRole('button', { name: 'Yes, delete it' }));
}

describe('the fresh proof before a money or account change', () => {
  it('asks for the password, proves the session, then deletes the profile without a second click', async () => {
    let proven = false;
    const proofs: unknown[] = [];
    const fetchMock = deletingProfile(
      {
        'GET /user/security': securitySettings(),
        'POST /session/proof': async (request: Request) => {
          const body = (await request.json()) as { password?: string };
          proofs.push(body);
          if (body.password !== 'right-password') {
            return reply(422, {
              message: 'That did not confirm it is you.',
              errors: { password: ['That did not confirm it is you.'] },
            });
          }
          proven = true;
          return { message: 'Thank you. You can go on.' };
        },
      },
      () => proven,
    );
    signIn();
    const { user, router } = renderApp('/profile?tab=settings');

    await deleteProfile(user);
    const proof = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    const password = await proof.findByLabelText(/^Password/, { selector: 'input' });
    // Only the ways this account has: a password, no second factor.
    expect(proof.queryByRole('button', { name: /authenticator app/ })).not.toBeInTheDocument();
    await enterText(user, password, 'wrong-password');
    await user.click(proof.getByRole('button', { name: 'Confirm' }));
    expect(await proof.findByText('That did not confirm it is you.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await enterText(user, password, 'right-password');
    await user.click(proof.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(proofs).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
    expect(calledPaths(fetchMock).filter((path) => path === 'DELETE /user/1')).toHaveLength(2);
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('proves the session with a passkey: the browser signs what the server asked', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    let proven = false;
    let sent: unknown;
    const sign = vi.spyOn(webauthn, 'startAuthentication').mockResolvedValue(passkeyAssertion());
    deletingProfile(
      {
        'GET /user/security': securitySettings({
          has_password: false,
          second_factor: true,
          passkeys: [
            { id: 3, name: 'Laptop', created_at: '2026-11-01T10:00:00Z', last_used_at: null },
          ],
          recovery_codes_left: 10,
        }),
        'POST /session/proof/passkey-options': passkeyRequestOptions,
        'POST /session/proof': async (request: Request) => {
          sent = await request.json();
          proven = true;
          return { message: 'Thank you. You can go on.' };
        },
      },
      () => proven,
    );
    signIn(sessionUser({ has_password: false, second_factor: true }));
    const { user, router } = renderApp('/profile?tab=settings');

    await deleteProfile(user);
    const proof = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(proof.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await user.click(await proof.findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sign).toHaveBeenCalledWith({ optionsJSON: passkeyRequestOptions.options });
    expect(sent).toEqual({
      passkey: passkeyAssertion(),
      passkey_challenge: passkeyRequestOptions.challenge,
    });
  });

  it('says so when the passkey was not used, and the change waits', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.spyOn(webauthn, 'startAuthentication').mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const fetchMock = deletingProfile(
      {
        'GET /user/security': securitySettings({
          has_password: false,
          second_factor: true,
          passkeys: [
            { id: 3, name: 'Laptop', created_at: '2026-11-01T10:00:00Z', last_used_at: null },
          ],
        }),
        'POST /session/proof/passkey-options': passkeyRequestOptions,
      },
      () => false,
    );
    signIn(sessionUser({ has_password: false, second_factor: true }));
    const { user } = renderApp('/profile?tab=settings');

    await deleteProfile(user);
    const proof = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.click(await proof.findByRole('button', { name: 'Use a passkey' }));
    expect(await proof.findByRole('alert')).toHaveTextContent(
      'No passkey was used. Try again, or choose another way.',
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /session/proof');
  });

  it('sends an account with neither a password nor a factor to sign in again', async () => {
    deletingProfile(
      {
        'GET /user/security': securitySettings({ has_password: false }),
        'POST /logout': { message: 'Logged out.' },
      },
      () => false,
    );
    signIn(sessionUser({ has_password: false }));
    const { user, router } = renderApp('/profile?tab=settings');

    await deleteProfile(user);
    const proof = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.click(await proof.findByRole('button', { name: 'Sign in again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().user).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    deletingProfile(
      { 'GET /user/security': securitySettings({ totp: true, second_factor: true }) },
      () => false,
    );
    signIn();
    const { user } = renderApp('/profile?tab=settings');

    await user.click(await screen.findByRole('button', { name: 'Profiel verwijderen' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Weet je het zeker?' }));
    await user.click(confirm.getByRole('button', { name: 'Ja, verwijderen' }));
    const proof = within(await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' }));
    expect(await proof.findByLabelText(/^Wachtwoord/, { selector: 'input' })).toBeVisible();
    await user.click(
      proof.getByRole('button', { name: 'Een code uit je authenticator-app gebruiken' }),
    );
    expect(proof.getByRole('textbox', { name: /^Code uit je authenticator-app/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(proof.getByRole('button', { name: 'Bevestigen' })).toBeVisible();
  });
});
