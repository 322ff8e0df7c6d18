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

  it('charges back a paid payment after a confirmation, and shows the amount', async () => {
    const fetchMock = mockApi({
      [`GET /sandbox/payments/${ID}`]: sandboxPayment({ status: 'paid' }),
      [`POST /sandbox/payments/${ID}/chargeback`]: reply(201, { id: 'chb_sbx1', amount: 15 }),
    });
    const { user } = renderApp(PAGE);

    const open = await screen.findByRole('button', { name: 'Charge back (test)' });
    expect(screen.getByRole('heading', { level: 2, name: 'Test a chargeback' })).toBeVisible();
    await user.click(open);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Charge back this test payment?' }),
    );
    expect(dialog.getByText(/what remains of this payment of €25.00/)).toBeVisible();
    // Nothing is sent before the confirmation.
    expect(calledPaths(fetchMock)).not.toContain(`POST /sandbox/payments/${ID}/chargeback`);
    await user.click(dialog.getByRole('button', { name: 'Charge back' }));

    expect(
      await screen.findByText(
        '€15.00 was charged back. Raised amounts and totals no longer count it.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Charge back (test)' })).toBeNull();
    // The button that opened the dialog is gone: focus goes to the result.
    await waitFor(() =>
      expect(screen.getByText(/was charged back/).closest('[role="status"]')).toHaveFocus(),
    );
    expect(
      calledPaths(fetchMock).filter((path) => path === `POST /sandbox/payments/${ID}/chargeback`),
    ).toHaveLength(1);
  });

  it('says when nothing is left to charge back (409), and keeps other failures in the dialog', async () => {
    const handlers: Record<string, unknown> = {
      [`GET /sandbox/payments/${ID}`]: sandboxPayment({ status: 'paid' }),
      [`POST /sandbox/payments/${ID}/chargeback`]: reply(500, { message: 'Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Charge back (test)' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Charge back' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The chargeback could not be made. Please try again.',
    );

    handlers[`POST /sandbox/payments/${ID}/chargeback`] = reply(409, {
      message: 'Only a paid payment with money left on it can be charged back.',
    });
    await user.click(dialog.getByRole('button', { name: 'Charge back' }));
    expect(
      await screen.findByText(
        'Nothing is left to charge back: this payment has already been charged back or refunded in full.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Charge back (test)' })).toBeNull();
  });

  it('offers no chargeback for a payment that did not end paid', async () => {
    mockApi({ [`GET /sandbox/payments/${ID}`]: sandboxPayment({ status: 'failed' }) });
    renderApp(PAGE);

    expect(await screen.findByText(/Its status is: Failed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Charge back (test)' })).toBeNull();
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

  it('offers the chargeback in Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ [`GET /sandbox/payments/${ID}`]: sandboxPayment({ status: 'paid' }) });
    renderApp(PAGE);

    expect(await screen.findByRole('button', { name: 'Storneren (test)' })).toBeVisible();
  });
});
