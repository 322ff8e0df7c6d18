import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/testing/mock-api';
import { enterText } from '@/testing/render-app';
import { checkout, openPayment, payQueries } from './testing/payment-screen';

/**
 * Monthly giving on the payment screen: One-time or Monthly, what a monthly gift will do, "I'll cover
 * the fee" with what it adds, and the name and e-mail a monthly gift needs.
 */

const english = {
  form: 'Your donation',
  amount: 'Amount in euros',
  name: 'Your name',
  email: /E-mail address/,
  donate: 'DONATE',
  group: 'How often do you want to give?',
  once: 'One-time',
  monthly: 'Monthly',
  coverFee: "I'll cover the fee",
};

const dutch = {
  form: 'Je donatie',
  amount: 'Bedrag in euro',
  name: 'Je naam',
  email: /E-mailadres/,
  donate: 'DONEER',
  group: 'Hoe vaak wil je geven?',
  once: 'Eenmalig',
  monthly: 'Maandelijks',
  coverFee: 'Ik betaal de kosten',
};

type Labels = typeof english;

/** Dutch money as Intl writes it: a no-break space after the euro sign. */
const euroSpace = (text: string) => text.replaceAll('€ ', '€\u00a0');

function fields(labels: Labels) {
  const form = () => within(screen.getByRole('form', { name: labels.form }));
  return {
    group: () => screen.getByRole('radiogroup', { name: labels.group }),
    once: () => form().getByRole('radio', { name: labels.once }),
    monthly: () => form().getByRole('radio', { name: labels.monthly }),
    amount: () => form().getByRole('textbox', { name: labels.amount }),
    name: () => form().getByRole('textbox', { name: labels.name }),
    email: () => form().getByRole('textbox', { name: labels.email }),
    coverFee: () => form().getByRole('checkbox', { name: labels.coverFee }),
    donate: () => form().getByRole('button', { name: labels.donate }),
  };
}

beforeEach(() => {
  // Today is 25 November 2026 (only the clock: timers stay real for the screen's requests).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
});

describe('/payment/{name}: monthly giving and the fee', { timeout: 15_000 }, () => {
  it('is one-time unless Monthly is chosen; Monthly says what will happen and sends frequency=monthly and cover_fee=true', async () => {
    const { user, fetchMock, redirect } = await openPayment();
    const f = fields(english);
    await screen.findByRole('list', { name: 'Suggested amounts' });

    expect(f.group()).toBeVisible();
    expect(f.once()).toBeChecked();
    expect(f.monthly()).not.toBeChecked();
    expect(screen.queryByText(/every month/)).not.toBeInTheDocument();

    await user.click(f.monthly());
    expect(f.monthly()).toBeChecked();
    expect(
      screen.getByText('Every month from November 25, 2026, until you stop it.'),
    ).toBeVisible();
    expect(f.name()).toBeRequired();
    expect(f.email()).toBeRequired();

    await enterText(user, f.amount(), '10');
    expect(
      screen.getByText('€10.00 every month from November 25, 2026, until you stop it.'),
    ).toBeVisible();
    expect(f.coverFee()).not.toBeChecked();
    expect(f.coverFee()).toHaveAccessibleDescription(
      '+ €0.49 a month: you pay €10.49 every month, Run for Water receives €10.00',
    );

    await user.click(f.coverFee());
    expect(
      screen.getByText('€10.49 every month from November 25, 2026, until you stop it.'),
    ).toBeVisible();

    await enterText(user, f.name(), 'Sanne de Vries');
    await enterText(user, f.email(), 'sanne@example.com');
    await user.click(f.donate());

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkout_url));
    expect(Object.fromEntries(payQueries(fetchMock)[0] ?? [])).toEqual({
      amount: '10',
      object_type: 'fundraiser',
      object_id: '5',
      donor_name: 'Sanne de Vries',
      donor_email: 'sanne@example.com',
      lang: 'en',
      frequency: 'monthly',
      cover_fee: 'true',
    });
  });

  it('covers the fee of a one-time gift too, without a frequency', async () => {
    const { user, fetchMock, redirect } = await openPayment();
    const f = fields(english);
    await enterText(user, await screen.findByRole('textbox', { name: english.amount }), '25');
    expect(f.coverFee()).toHaveAccessibleDescription(
      '+ €0.79: you pay €25.79, Run for Water receives €25.00',
    );
    await user.click(f.coverFee());
    await user.click(f.donate());

    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(Object.fromEntries(payQueries(fetchMock)[0] ?? [])).toEqual({
      amount: '25',
      object_type: 'fundraiser',
      object_id: '5',
      lang: 'en',
      cover_fee: 'true',
    });
  });

  it('speaks Dutch: Eenmalig / Maandelijks, the plan and the fee in Dutch money and dates', async () => {
    localStorage.setItem('language', 'nl');
    const { user, fetchMock, redirect } = await openPayment();
    const f = fields(dutch);
    await enterText(user, await screen.findByRole('textbox', { name: dutch.amount }), '10');
    expect(f.once()).toBeChecked();
    expect(f.coverFee()).toHaveAccessibleDescription(
      euroSpace('+ € 0,49: je betaalt € 10,49, Run for Water ontvangt € 10,00'),
    );

    await user.click(f.monthly());
    expect(
      screen.getByText('€ 10,00 per maand vanaf 25 november 2026, tot je hem stopt.'),
    ).toBeVisible();
    expect(f.coverFee()).toHaveAccessibleDescription(
      euroSpace('+ € 0,49 per maand: je betaalt € 10,49 per maand, Run for Water ontvangt € 10,00'),
    );
    await user.click(f.coverFee());
    expect(
      screen.getByText('€ 10,49 per maand vanaf 25 november 2026, tot je hem stopt.'),
    ).toBeVisible();

    await enterText(user, f.name(), 'Sanne de Vries');
    await enterText(user, f.email(), 'sanne@example.com');
    await user.click(f.donate());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(payQueries(fetchMock)[0]?.get('frequency')).toBe('monthly');
    expect(payQueries(fetchMock)[0]?.get('cover_fee')).toBe('true');
    expect(payQueries(fetchMock)[0]?.get('lang')).toBe('nl');
  });

  it.each([
    [
      'English',
      english,
      undefined,
      'A monthly donation needs your name.',
      'A monthly donation needs your e-mail address.',
    ],
    [
      'Dutch',
      dutch,
      'nl',
      'Voor een maandelijkse donatie hebben we je naam nodig.',
      'Voor een maandelijkse donatie hebben we je e-mailadres nodig.',
    ],
  ])(
    'in %s, asks a monthly donor for a name and an e-mail and sends nothing without them',
    async (_, labels, language, nameText, emailText) => {
      if (language) localStorage.setItem('language', language);
      const { user, fetchMock } = await openPayment();
      const f = fields(labels);
      await enterText(user, await screen.findByRole('textbox', { name: labels.amount }), '10');
      await user.click(f.monthly());
      await user.click(f.donate());

      await waitFor(() =>
        expect(f.name()).toHaveAccessibleDescription(expect.stringContaining(nameText)),
      );
      expect(f.email()).toHaveAccessibleDescription(expect.stringContaining(emailText));
      expect(f.name()).toHaveAttribute('aria-invalid', 'true');
      expect(f.name()).toHaveFocus();
      expect(payQueries(fetchMock)).toHaveLength(0);

      // A one-time gift needs neither: the messages go, and it is sent.
      await user.click(f.once());
      expect(f.name()).not.toHaveAttribute('aria-invalid', 'true');
      expect(f.name()).not.toBeRequired();
      await user.click(f.donate());
      await waitFor(() => expect(payQueries(fetchMock)).toHaveLength(1));
      expect(payQueries(fetchMock)[0]?.has('frequency')).toBe(false);
    },
  );

  it("shows the API's 422 for a monthly gift on its fields", async () => {
    const { user, redirect } = await openPayment({
      'GET /pay': reply(422, {
        message: 'The given data was invalid.',
        errors: { donor_email: ['A monthly donation needs your e-mail address.'] },
      }),
    });
    const f = fields(english);
    await enterText(user, await screen.findByRole('textbox', { name: english.amount }), '10');
    await user.click(f.monthly());
    await enterText(user, f.name(), 'Sanne de Vries');
    await enterText(user, f.email(), 'sanne@example.com');
    await user.click(f.donate());

    await waitFor(() =>
      expect(f.email()).toHaveAccessibleDescription(
        expect.stringContaining('A monthly donation needs your e-mail address.'),
      ),
    );
    expect(f.email()).toHaveValue('sanne@example.com');
    expect(f.monthly()).toBeChecked();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not offer to cover the fee while the fees cannot be loaded, and still takes a gift', async () => {
    const { user, fetchMock, redirect } = await openPayment({
      'GET /donation-fees': reply(500, { message: 'Server error' }),
    });
    await enterText(user, await screen.findByRole('textbox', { name: english.amount }), '10');
    expect(screen.queryByRole('checkbox', { name: english.coverFee })).not.toBeInTheDocument();
    await user.click(fields(english).donate());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(payQueries(fetchMock)[0]?.has('cover_fee')).toBe(false);
  });
});
