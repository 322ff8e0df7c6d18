import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterText } from '@/testing/render-app';
import { checkout, openPayment, payQueries } from './testing/payment-screen';

const form = () => within(screen.getByRole('form', { name: 'Your donation' }));
const show = () => form().getByRole('checkbox', { name: 'Show my name and message on the page' });
const anonymous = () => form().getByRole('checkbox', { name: /Donate anonymously/ });

describe('/payment/{name}: showing the name and message on the page', { timeout: 30_000 }, () => {
  it('is off until chosen, and then sent with the gift', async () => {
    const { user, fetchMock, redirect } = await openPayment({ 'GET /pay': checkout });
    await screen.findByRole('list', { name: 'Suggested amounts' });
    expect(show()).not.toBeChecked();
    expect(show()).toBeEnabled();

    await enterText(user, form().getByRole('textbox', { name: 'Amount in euros' }), '10');
    await enterText(user, form().getByRole('textbox', { name: 'Your name' }), 'Anouk');
    await enterText(user, form().getByRole('textbox', { name: /Message/ }), 'Succes!');
    await user.click(show());
    expect(show()).toBeChecked();
    await user.click(form().getByRole('button', { name: 'DONATE' }));

    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(Object.fromEntries(payQueries(fetchMock)[0] ?? [])).toMatchObject({
      donor_name: 'Anouk',
      message: 'Succes!',
      show_publicly: 'true',
    });
  });

  it('cannot be chosen with an anonymous donation, and is not sent with one', async () => {
    const { user, fetchMock, redirect } = await openPayment({ 'GET /pay': checkout });
    await screen.findByRole('list', { name: 'Suggested amounts' });
    await user.click(show());
    await user.click(anonymous());
    expect(show()).not.toBeChecked();
    expect(show()).toBeDisabled();
    expect(show()).toHaveAccessibleDescription('Not with an anonymous donation.');

    await enterText(user, form().getByRole('textbox', { name: 'Amount in euros' }), '10');
    await user.click(form().getByRole('button', { name: 'DONATE' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const sent = Object.fromEntries(payQueries(fetchMock)[0] ?? []);
    expect(sent.anonymous).toBe('true');
    expect(sent).not.toHaveProperty('show_publicly');
  });
});
