import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';
import { expectTokenNotKept } from '@/testing/session-cookies';

const providers = { 'GET /auth/providers': { google: true, facebook: true } };

beforeEach(() => {
  restoreSession();
  // jsdom cannot leave the page: record where the app would go instead.
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

function form() {
  return within(screen.getByRole('main'));
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { name?: string; email?: string; password?: string; confirmation?: string },
) {
  if (values.name)
    await enterText(user, form().getByRole('textbox', { name: /^Name/ }), values.name);
  if (values.email) {
    await enterText(user, form().getByRole('textbox', { name: /^E-mail/ }), values.email);
  }
  if (values.password) {
    await enterText(
      user,
      form().getByLabelText(/^Password/, { selector: 'input' }),
      values.password,
    );
  }
  if (values.confirmation) {
    await enterText(
      user,
      form().getByLabelText(/^Confirm password/, { selector: 'input' }),
      values.confirmation,
    );
  }
  await user.click(form().getByRole('button', { name: 'Sign up' }));
}

describe('Sign up', () => {
  it.each([
    [
      {
        name: 'Sanne',
        email: 'sanne@example',
        password: 'long-enough',
        confirmation: 'long-enough',
      },
      'Invalid Email',
      'Please enter a valid email address.',
      /^E-mail/,
    ],
    [
      {
        name: 'Sanne',
        email: 'sanne@example.com',
        password: 'long-enough',
        confirmation: 'other-one',
      },
      'Passwords do not match',
      'Please enter the same password twice.',
      /^Confirm password/,
    ],
    [
      { name: 'Sanne', email: 'sanne@example.com', password: 'short', confirmation: 'short' },
      'Weak Password',
      'Password must be at least 8 characters long.',
      /^Password/,
    ],
    [
      {
        name: 'Sanne Jansen',
        email: 'sanne@example.com',
        password: 'JANSEN-and-co',
        confirmation: 'JANSEN-and-co',
      },
      'Choose another password',
      'The password must not contain your e-mail address or name.',
      /^Password/,
    ],
  ])('checks the form before sending: %#', async (values, title, text, field) => {
    const fetchMock = mockApi(providers);
    const { user } = renderApp('/sign-up');

    await fill(user, values);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(title)).toBeVisible();
    expect(within(alert).getByText(text)).toBeVisible();
    const input = form().getByLabelText(field, { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(calledPaths(fetchMock)).not.toContain('POST /register');
  });

  it('requires name and e-mail', async () => {
    mockApi(providers);
    const { user } = renderApp('/sign-up');

    await fill(user, {});

    expect(form().getAllByText('The name field is required.').length).toBeGreaterThan(0);
    await waitFor(() => expect(form().getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  });

  it("shows the server's 422 messages per field", async () => {
    mockApi({
      ...providers,
      'POST /register': reply(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.'],
          password: ['Password must be at least 8 characters long.', 'Second message'],
        },
      }),
    });
    const { user } = renderApp('/sign-up');

    await fill(user, {
      name: 'Sanne',
      email: 'taken@example.com',
      password: 'long-enough',
      confirmation: 'long-enough',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please check your details and try again.',
    );
    expect(form().getByText('The email has already been taken.')).toBeVisible();
    expect(form().getByText('Password must be at least 8 characters long.')).toBeVisible();
    expect(form().queryByText('Second message')).not.toBeInTheDocument();
    await waitFor(() => expect(form().getByRole('textbox', { name: /^E-mail/ })).toHaveFocus());
  });

  it('signs the new user in and opens /profile', async () => {
    const user1 = sessionUser({ name: 'Sanne' });
    const fetchMock = mockApi({
      ...providers,
      ...profileApi(user1),
      'POST /register': reply(201, { token: 'tok-new', user: user1 }),
    });
    const { user, router } = renderApp('/sign-up');

    await fill(user, {
      name: 'Sanne',
      email: 'sanne@example.com',
      password: 'long-enough',
      confirmation: 'long-enough',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expectTokenNotKept('tok-new');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Sanne',
      email: 'sanne@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      locale: 'en',
    });
  });

  it('says so when Google sign-up cannot be started', async () => {
    mockApi({
      ...providers,
      'GET /auth/google/redirect': reply(500, { message: 'Internal Server Error' }),
    });
    const { user } = renderApp('/sign-up');

    await waitFor(() => expect(form().getByRole('button', { name: 'Google' })).toBeEnabled());
    await user.click(form().getByRole('button', { name: 'Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initiate Google sign-up. Please try again.',
    );
  });

  it('links to /login', () => {
    mockApi(providers);
    renderApp('/sign-up');
    expect(form().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
