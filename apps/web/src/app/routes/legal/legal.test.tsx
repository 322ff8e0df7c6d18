import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Privacy policy', () => {
  it('has the sections Data Collection, Data Usage and Your Rights', async () => {
    mockApi();
    renderApp('/privacy-policy');

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    for (const name of ['Data Collection', 'Data Usage', 'Your Rights']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  it("says what is kept, why and for how long, and how to download or erase one's data", () => {
    mockApi();
    renderApp('/privacy-policy');

    for (const name of ['What we keep and for how long', 'Your data, your choice']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByText(/Donation records .*: 7 years, because Dutch tax law/)).toBeVisible();
    expect(screen.getByText(/E-mails we send you: 30 days/)).toBeVisible();
    expect(screen.getByText(/Your account, profile and pages: until you delete/)).toBeVisible();
    expect(screen.getByText(/^Download my data: on your profile, under Settings/)).toBeVisible();
    expect(screen.getByText(/^Delete Profile: .* erased from your donations/)).toBeVisible();
    expect(
      screen.getByText(/^Donated without an account\? Every receipt e-mail has a link/),
    ).toBeVisible();
  });

  it('says what is kept to sign in, and why, in both languages', async () => {
    mockApi();
    renderApp('/privacy-policy');
    expect(screen.getByRole('heading', { level: 2, name: 'Signing in and security' })).toBeVisible();
    expect(screen.getByText(/^Your password only as an argon2id hash/)).toBeVisible();
    expect(screen.getByText(/^For each session: a hash of its key/)).toBeVisible();
    expect(screen.getByText(/a passkey's public key only/)).toBeVisible();
  });

  it('says the same in Dutch', async () => {
    mockApi();
    const { user } = renderApp('/privacy-policy');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wat we bewaren en hoe lang' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Jouw gegevens, jouw keuze' }),
    ).toBeVisible();
    expect(screen.getByText(/7 jaar, omdat de Nederlandse fiscale bewaarplicht/)).toBeVisible();
    expect(screen.getByText(/^Gedoneerd zonder account\?/)).toBeVisible();
  });

  it("goes home with 'I Understand'", async () => {
    mockApi();
    const { user, router } = renderApp('/privacy-policy');

    await user.click(screen.getByRole('link', { name: 'I Understand' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Terms & Conditions', () => {
  it('shows the last update date and the three sections', () => {
    mockApi();
    renderApp('/terms-and-conditions');

    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(screen.getByText('Last updated May 16, 2025')).toBeVisible();
    for (const name of ['Agreement to Terms', 'Service Provisions', 'User Responsibilities']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  it('is readable in Dutch', async () => {
    mockApi();
    const { user } = renderApp('/terms-and-conditions');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByText('Laatst bijgewerkt op 16 mei 2025')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  });
});
