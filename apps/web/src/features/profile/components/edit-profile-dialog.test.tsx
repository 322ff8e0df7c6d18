import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp, renderWithProviders } from '@/testing/render-app';
import { EditProfileDialog } from './edit-profile-dialog';

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

describe('Edit Profile dialog', () => {
  it('sends name, e-mail and a new password, then reloads the profile and the stored user', async () => {
    let sent: FormData | undefined;
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'POST /profile/1': async (request: Request) => {
        sent = await request.formData();
        return {
          user: sessionUser({ name: 'Sanne Jansen' }),
          message: 'Profile updated successfully.',
        };
      },
    };
    const fetchMock = mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Sanne de Vries');
    expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('sanne@example.com');
    expect(dialog.getByText('Leave empty to keep your current password.')).toBeVisible();
    await user.clear(name);
    await enterText(user, name, 'Sanne Jansen');
    await enterText(
      user,
      dialog.getByLabelText(/^New password/, { selector: 'input' }),
      'new-secret-1',
    );
    await enterText(
      user,
      dialog.getByLabelText(/^Current password/, { selector: 'input' }),
      'old-secret-1',
    );
    handlers['GET /user/1'] = { user: sessionUser({ name: 'Sanne Jansen' }) };
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent?.get('_method')).toBe('PUT');
    expect(sent?.get('name')).toBe('Sanne Jansen');
    expect(sent?.get('email')).toBe('sanne@example.com');
    expect(sent?.get('password')).toBe('new-secret-1');
    expect(sent?.get('current_password')).toBe('old-secret-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne Jansen' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Sanne Jansen');
    await waitFor(() =>
      expect(calledPaths(fetchMock).filter((call) => call === 'GET /user/1')).toHaveLength(2),
    );
  });

  it('refuses a new password holding the name or address before sending, and rates it meanwhile', async () => {
    const fetchMock = mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    const password = dialog.getByLabelText(/^New password/, { selector: 'input' });
    await enterText(user, password, 'vries-forever');
    expect(
      await dialog.findByText('Leave your name and e-mail address out of your password.'),
    ).toBeVisible();
    expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await enterText(
      user,
      dialog.getByLabelText(/^Current password/, { selector: 'input' }),
      'old-secret-1',
    );
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(
      dialog.getByText('The password must not contain your e-mail address or name.'),
    ).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(calledPaths(fetchMock)).not.toContain('POST /profile/1');
  });

  it('leaves the password out when it is empty', async () => {
    let sent: FormData | undefined;
    mockApi({
      ...profileApi(),
      'POST /profile/1': async (request: Request) => {
        sent = await request.formData();
        return { user: sessionUser(), message: 'Profile updated successfully.' };
      },
    });
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.has('password')).toBe(false);
    expect(sent?.has('current_password')).toBe(false);
  });

  it('asks for the current password before a new e-mail address is sent', async () => {
    let sent: FormData | undefined;
    const fetchMock = mockApi({
      ...profileApi(),
      'POST /profile/1': async (request: Request) => {
        sent = await request.formData();
        return reply(422, {
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        });
      },
    });
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    const email = dialog.getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await enterText(user, email, 'new-address@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(
      await dialog.findByText(
        'Enter your current password to change your e-mail address or password.',
      ),
    ).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /profile/1');

    const current = dialog.getByLabelText(/^Current password/, { selector: 'input' });
    await enterText(user, current, 'a-wrong-guess');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('The current password is incorrect.')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(sent?.get('email')).toBe('new-address@example.com');
    expect(sent?.get('current_password')).toBe('a-wrong-guess');
  });

  it('asks an account without a password to confirm it is you with its code, then saves', async () => {
    const google = sessionUser({ has_password: false, second_factor: true });
    let proven = false;
    const proofs: unknown[] = [];
    mockApi({
      ...profileApi(google),
      'POST /profile/1': () =>
        proven
          ? { user: google, message: 'Profile updated successfully.' }
          : reply(403, {
              message: 'For your safety, confirm it is you, then try again.',
              error: 'fresh_proof_required',
            }),
      'GET /user/security': {
        second_factor: true,
        totp: true,
        passkeys: [],
        recovery_codes_left: 10,
        has_password: false,
      },
      'POST /session/proof': async (request: Request) => {
        proofs.push(await request.json());
        proven = true;
        return { message: 'Thank you. You can go on.' };
      },
    });
    signIn(google);
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    expect(dialog.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    const email = dialog.getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await enterText(user, email, 'new-address@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    const proof = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await enterText(
      user,
      await proof.findByRole('textbox', { name: /^Code from your authenticator app/ }),
      '123456',
    );
    await user.click(proof.getByRole('button', { name: 'Confirm' }));

    // The refused save goes again by itself once the session is proven.
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(proofs).toEqual([{ code: '123456' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why the change was refused when the proof is not given', async () => {
    const google = sessionUser({ has_password: false });
    mockApi({
      ...profileApi(google),
      'POST /profile/1': reply(403, {
        message: 'For your safety, confirm it is you, then try again.',
        error: 'fresh_proof_required',
      }),
      'GET /user/security': {
        second_factor: false,
        totp: false,
        passkeys: [],
        recovery_codes_left: 0,
        has_password: false,
      },
    });
    signIn(google);
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    const email = dialog.getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await enterText(user, email, 'new-address@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(
      await within(proof).findByText(/has no password or second factor to confirm it with/),
    ).toBeVisible();
    await user.click(within(proof).getByRole('button', { name: 'Close' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'For your safety, confirm it is you, then try again.',
    );
  });

  it('shows the first 422 message of each field and blocks the dialog while saving', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      ...profileApi(),
      'POST /profile/1': () => new Promise((resolve) => (answer = resolve)),
    });
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    answer(
      reply(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.', 'Second'],
          password: ['Password must be at least 8 characters long.'],
        },
      }),
    );

    expect(await dialog.findByText('The email has already been taken.')).toBeVisible();
    expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
    expect(dialog.queryByText('Second')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("says 'You are not authorized to update this profile.' on a 403 and the generic text on a crash", async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'POST /profile/1': reply(403, { message: 'Forbidden' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are not authorized to update this profile.',
    );

    handlers['POST /profile/1'] = reply(500, { message: 'Internal Server Error' });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'),
    );
  });

  it("says 'User information is missing' without user data", () => {
    mockApi();
    renderWithProviders(
      <EditProfileDialog opened onClose={() => {}} user={null} onUpdated={() => {}} />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('User information is missing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
