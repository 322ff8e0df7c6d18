import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageDetails } from '@/features/pages/testing/page-fixtures';
import { browser } from '@/lib/browser';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { checkout, packagesOf900, payQueries } from './testing/payment-screen';

const runForWater = pageDetails({
  type: 'fundraiser',
  id: 5,
  name: 'Run for Water',
  label: null,
  logo: null,
  picture: 'run.jpg',
  nonprofit: { id: 900, name: 'Clean Water Foundation' },
});

describe('/payment/{name} without navigation state', { timeout: 15_000 }, () => {
  it('loads the target named in the query (a shared or reloaded link)', async () => {
    let answer: () => void = () => {};
    const fetchMock = mockApi({
      'GET /fundraiser/details/5': () =>
        new Promise((resolve) => (answer = () => resolve({ data: runForWater }))),
      'GET /donation-packages/nonprofit/900': packagesOf900,
    });
    const { user } = renderApp('/payment/Run%20for%20Water?type=fundraiser&id=5');

    expect(await screen.findByText('Loading...')).toBeVisible();
    answer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
    expect(screen.getByText('Fundraiser')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/nonprofit-details/900',
    );
    await user.click(await screen.findByRole('button', { name: 'Water for a family €25.00' }));
    expect(calledPaths(fetchMock)).toContain('GET /fundraiser/details/5');
    expect(document.title).toBe('Donate to Run for Water | PifWorld');
  });

  it('says when the target does not exist, with a way to choose another', async () => {
    mockApi({ 'GET /event/details/404': reply(404, { message: 'Event not found' }) });
    const { user, router } = renderApp('/payment/Gone?type=event&id=404');

    expect(await screen.findByText('What you want to donate to was not found.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Choose who to donate to' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donate'));
  });

  it('asks who the donation is for when the link names no target, and links to /donate', async () => {
    const fetchMock = mockApi();
    renderApp('/payment/Something');

    expect(await screen.findByText('Who is your donation for?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose who to donate to' })).toHaveAttribute(
      'href',
      '/donate',
    );
    expect(calledPaths(fetchMock).some((path) => path.includes('/details/'))).toBe(false);
  });

  it("says 'Error loading donations' with Retry, while the own amount keeps working", async () => {
    let packagesDown = true;
    mockApi({
      'GET /fundraiser/details/5': { data: runForWater },
      'GET /donation-packages/nonprofit/900': () =>
        packagesDown ? reply(500, { message: 'Server Error' }) : packagesOf900,
    });
    const { user } = renderApp('/payment/Run%20for%20Water?type=fundraiser&id=5');

    expect(await screen.findByText('Error loading donations')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount in euros' })).toBeEnabled();

    packagesDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'A new well €250.00' })).toBeVisible();
    expect(screen.queryByText('Error loading donations')).not.toBeInTheDocument();
  });

  it('speaks Dutch: amounts, the spec dialog and the query language', async () => {
    localStorage.setItem('language', 'nl');
    const redirect = vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
    const fetchMock = mockApi({
      'GET /fundraiser/details/5': { data: runForWater },
      'GET /donation-packages/nonprofit/900': packagesOf900,
      'GET /pay': checkout,
    });
    const { user } = renderApp('/payment/Run%20for%20Water?type=fundraiser&id=5');
    const form = within(await screen.findByRole('form', { name: 'Je donatie' }));
    const amount = form.getByRole('textbox', { name: 'Bedrag in euro' });

    expect(screen.getByText('Inzamelactie')).toBeVisible();
    expect(screen.getByText('Goed doel:')).toBeVisible();

    await user.click(form.getByRole('button', { name: 'DONEER' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ongeldig bedrag' }));
    expect(dialog.getByText('Selecteer een geldig bedrag om te doneren.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'OK' }));

    await user.click(await form.findByRole('button', { name: /^Water for a family €\s25,00$/ }));
    expect(amount).toHaveValue('25,00');
    await user.click(form.getByRole('button', { name: 'DONEER' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkout_url));
    expect(payQueries(fetchMock)[0]?.get('amount')).toBe('25');
    expect(payQueries(fetchMock)[0]?.get('lang')).toBe('nl');
  });
});
