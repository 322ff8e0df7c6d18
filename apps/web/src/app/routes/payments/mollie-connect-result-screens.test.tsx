import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSession } from '@/lib/session';
import { mockApi } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  restoreSession();
});

describe('Mollie Connect results', () => {
  it('success says so and leads back to the non-profit', async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/mollie-connect-success?nonprofit=7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection Successful' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your non-profit' })).toHaveAttribute(
      'href',
      '/non-profit-profile/7',
    );
  });

  it('success without a usable non-profit leads to the profile', async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/mollie-connect-success?nonprofit=https://evil.test');

    expect(await screen.findByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it("failed says 'Connection Failed', a quick fix, with Try Again and Contact", async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/mollie-connect-failed?nonprofit=7&reason=denied');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection Failed' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The connection to the payment gateway could not be established. This is usually a quick fix: please try again.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Access was not granted at the payment provider.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/non-profit-profile/7',
    );
    expect(main.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('explains a stale request, and adds nothing for an unknown reason', async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/mollie-connect-failed?reason=state');

    expect(await screen.findByText(/request had expired or was already used/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/profile');
  });

  it('needs a signed-in user', async () => {
    mockApi();
    const { router } = renderApp('/mollie-connect-failed?nonprofit=7');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(profileApi());
    signIn();
    renderApp('/mollie-connect-failed?nonprofit=7');

    expect(await screen.findByRole('heading', { name: 'Koppeling mislukt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
