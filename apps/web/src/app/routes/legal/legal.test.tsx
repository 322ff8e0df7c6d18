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
