import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPayment } from '@/features/payments/testing/payment-fixtures';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ID = 'tr_sandbox_123';
const PAGE = `/sandbox/checkout/${ID}`;
const outcomes = ['Paid', 'Failed', 'Canceled', 'Expired'];

beforeEach(() => {
  restoreSession();
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

describe('Sandbox checkout', () => {
  it('says it is a test, shows amount and description, and the four outcomes', async () => {
    mockApi({ [`GET /sandbox/payments/${ID}`]: sandboxPayment() });
    renderApp(PAGE);

    expect(await screen.findByText('Test payment: no real money is moved')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    expect(screen.getByText('€25.00')).toBeVisible();
    expect(screen.getByText('Donation to Run for Water')).toBeVisible();
    const group = within(screen.getByRole('group', { name: 'Choose how this payment ends' }));
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual(outcomes);
  });

  it.each([
    ['Paid', 'paid'],
    ['Failed', 'failed'],
    ['Canceled', 'canceled'],
    ['Expired', 'expired'],
  ])('%s posts status %s and follows the redirect', async (label, status) => {
    let body: unknown;
    mockApi({
      [`GET /sandbox/payments/${ID}`]: sandboxPayment(),
      [`POST /sandbox/payments/${ID}`]: async (request: Request) => {
        body = await request.json();
        return { redirect_url: 'http://localhost:3000/payment-success?ref=don_1' };
      },
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: label }));

    await waitFor(() =>
      expect(browser.redirectTo).toHaveBeenCalledWith(
        'http://localhost:3000/payment-success?ref=don_1',
      ),
    );
    expect(body).toEqual({ status });
  });

  it('is busy after a click: no second choice is sent', async () => {
    const fetchMock = mockApi({
      [`GET /sandbox/payments/${ID}`]: sandboxPayment(),
      [`POST /sandbox/payments/${ID}`]: () => new Promise(() => {}),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Failed' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await user.click(screen.getByRole('button', { name: 'Paid' }));

    expect(calledPaths(fetchMock).filter((path) => path.startsWith('POST'))).toHaveLength(1);
  });

  it('says a completed payment is completed, without buttons', async () => {
    mockApi({ [`GET /sandbox/payments/${ID}`]: sandboxPayment({ status: 'paid' }) });
    renderApp(PAGE);

    expect(
      await screen.findByText('This test payment has already been completed. Its status is: Paid.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Paid' })).toBeNull();
  });

  it('says so when the payment was completed meanwhile (409)', async () => {
    const handlers: Record<string, unknown> = {
      [`GET /sandbox/payments/${ID}`]: sandboxPayment(),
      [`POST /sandbox/payments/${ID}`]: reply(409, {
        message: 'This payment has already been completed.',
      }),
    };
    mockApi(handlers);
    const { user } = renderApp(PAGE);

    const paid = await screen.findByRole('button', { name: 'Paid' });
    handlers[`GET /sandbox/payments/${ID}`] = sandboxPayment({ status: 'canceled' });
    await user.click(paid);

    expect(
      await screen.findByText(
        'This test payment has already been completed. Its status is: Canceled.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Paid' })).toBeNull();
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it('says an unknown payment does not exist', async () => {
    mockApi({
      [`GET /sandbox/payments/${ID}`]: reply(404, { message: 'Sandbox payment not found.' }),
    });
    renderApp(PAGE);

    expect(await screen.findByText('This test payment does not exist.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Paid' })).toBeNull();
  });

  it('never follows an address that is not a web page', async () => {
    mockApi({
      [`GET /sandbox/payments/${ID}`]: sandboxPayment(),
      [`POST /sandbox/payments/${ID}`]: { redirect_url: 'javascript:alert(1)' },
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Paid' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ [`GET /sandbox/payments/${ID}`]: sandboxPayment() });
    renderApp(PAGE);

    expect(
      await screen.findByText('Testbetaling: er wordt geen echt geld overgemaakt'),
    ).toBeVisible();
    const group = within(screen.getByRole('group', { name: 'Kies hoe deze betaling afloopt' }));
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Betaald',
      'Mislukt',
      'Geannuleerd',
      'Verlopen',
    ]);
  });
});
