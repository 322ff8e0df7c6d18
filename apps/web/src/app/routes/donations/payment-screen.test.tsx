import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText } from '@/testing/render-app';
import { checkout, openPayment, payQueries, runForWater } from './testing/payment-screen';
import { readWithSession, sessionOf } from '@/testing/session-cookies';

const form = () => within(screen.getByRole('form', { name: 'Your donation' }));
const amountField = () => form().getByRole('textbox', { name: 'Amount in euros' });
const emailField = () => form().getByRole('textbox', { name: /E-mail address/ });
const donate = () => form().getByRole('button', { name: 'DONATE' });

describe('/payment/{name}', { timeout: 15_000 }, () => {
  it("shows the target's name, image, type and non-profit link; a package fills the amount", async () => {
    const { user } = await openPayment();

    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
    expect(screen.getByText('Fundraiser')).toBeVisible();
    expect(screen.getByText('Non Profit Organization:')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/nonprofit-details/900',
    );
    expect(document.querySelector('main img, img')?.getAttribute('src')).toBe(
      '/storage/original/run.jpg',
    );
    expect(document.title).toBe('Donate to Run for Water | PifWorld');

    const packages = within(await screen.findByRole('list', { name: 'Suggested amounts' }));
    const family = packages.getByRole('button', { name: 'Water for a family €25.00' });
    expect(packages.getByRole('button', { name: 'A new well €250.00' })).toBeVisible();
    expect(family).toHaveAttribute('aria-pressed', 'false');

    await user.click(family);
    expect(amountField()).toHaveValue('25.00');
    expect(family).toHaveAttribute('aria-pressed', 'true');

    // Typing an own amount leaves the packages unchosen.
    await enterText(user, amountField(), '5');
    expect(amountField()).toHaveValue('25.005');
    expect(family).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['0', 'Please select a valid amount to donate.'],
    ['-5', 'Please select a valid amount to donate.'],
    ['abc', 'Please select a valid amount to donate.'],
    ['', 'Please select a valid amount to donate.'],
    ['10.001', 'An amount can have at most 2 decimals (cents). For a thousand euros, type 1000.'],
    ['150000', 'The most you can give at once is €100,000.00.'],
  ])('refuses the amount %j with a dialog and sends nothing', async (typed, text) => {
    const { user, fetchMock } = await openPayment();
    await screen.findByRole('list', { name: 'Suggested amounts' });

    if (typed) await enterText(user, amountField(), typed);
    await user.click(donate());

    const dialog = within(await screen.findByRole('dialog', { name: 'Invalid Amount' }));
    expect(dialog.getByText(text)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(amountField()).toHaveValue(typed);
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(payQueries(fetchMock)).toHaveLength(0);
  });

  it("sends the donation with the signed-in user's name and e-mail, shows Processing... and goes to the checkout", async () => {
    signIn();
    let answer: () => void = () => {};
    const { user, fetchMock, redirect } = await openPayment({
      'GET /pay': () => new Promise((resolve) => (answer = () => resolve(checkout))),
    });

    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Sanne de Vries');
    expect(emailField()).toHaveValue('sanne@example.com');
    await enterText(user, amountField(), '12,50');
    await enterText(user, form().getByRole('textbox', { name: /Message/ }), 'Keep going!');
    await user.click(screen.getByRole('checkbox', { name: /Donate anonymously/ }));
    await user.click(donate());

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(payQueries(fetchMock)).toHaveLength(1);
    expect(Object.fromEntries(payQueries(fetchMock)[0] ?? [])).toEqual({
      amount: '12.5',
      object_type: 'fundraiser',
      object_id: '5',
      donor_name: 'Sanne de Vries',
      donor_email: 'sanne@example.com',
      message: 'Keep going!',
      anonymous: 'true',
      lang: 'en',
    });
    const [input, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/pay')) ?? [];
    expect(sessionOf(init)).toEqual(readWithSession);
    expect(String(input)).toContain('/pifworld/api/v1/pay?');

    answer();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/sandbox/checkout/tr_sbx_42'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('sends once when DONATE is pressed twice before the check of the query has loaded', async () => {
    const { user, fetchMock, redirect } = await openPayment({ 'GET /pay': checkout });
    await enterText(user, amountField(), '10');
    // Two submits in one task: the second comes while the first waits for the check (zod, loaded
    // on demand), before any state of the first is rendered.
    const element = screen.getByRole('form', { name: 'Your donation' });
    fireEvent.submit(element);
    fireEvent.submit(element);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/sandbox/checkout/tr_sbx_42'));
    expect(payQueries(fetchMock)).toHaveLength(1);
  });

  it('sends only the amount and target for a visitor who fills in nothing else', async () => {
    const { user, fetchMock, redirect } = await openPayment({
      'GET /pay': {
        checkout_url: 'https://www.mollie.com/checkout/select-method/abc',
        reference: 'x',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'A new well €250.00' }));
    await user.click(donate());

    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('https://www.mollie.com/checkout/select-method/abc'),
    );
    expect(Object.fromEntries(payQueries(fetchMock)[0] ?? [])).toEqual({
      amount: '250',
      object_type: 'fundraiser',
      object_id: '5',
      lang: 'en',
    });
  });

  it("shows the server's 422 messages by their fields and keeps what was typed", async () => {
    const { user, redirect } = await openPayment({
      'GET /pay': reply(422, {
        message: 'The given data was invalid.',
        errors: {
          amount: ['The amount may have at most 2 decimals.'],
          donor_email: ['Please enter a valid e-mail address.'],
          object_id: ['This page does not take donations at the moment.'],
        },
      }),
    });
    await enterText(user, amountField(), '30');
    const email = emailField();
    await enterText(user, email, 'sanne@example.com');
    await user.click(donate());

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid e-mail address.'),
      ),
    );
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('The amount may have at most 2 decimals.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page does not take donations at the moment.',
    );
    expect(amountField()).toHaveValue('30');
    expect(email).toHaveValue('sanne@example.com');
    expect(donate()).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("checks the e-mail before sending, with the server's rule, and brings its message into view", async () => {
    // jsdom lays nothing out: a spy tells where the page scrolled to.
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user, fetchMock } = await openPayment();
    await enterText(user, amountField(), '30');
    const email = emailField();
    await enterText(user, email, 'not-an-address');
    await user.click(donate());

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid e-mail address.'),
      ),
    );
    expect(email).toHaveFocus();
    // The field in the middle of the screen, so its message below it shows on a phone too.
    expect(scrolled.mock.contexts).toEqual([email]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(payQueries(fetchMock)).toHaveLength(0);
    scrolled.mockRestore();
  });

  it("says 'Payment Error' when the payment cannot be started, and lets the visitor try again", async () => {
    let down = true;
    const { user, fetchMock, redirect } = await openPayment({
      'GET /pay': () => (down ? reply(502, { message: 'Bad gateway' }) : checkout),
    });
    await enterText(user, amountField(), '20');
    await user.click(donate());

    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Error' }));
    expect(dialog.getByText('Something went wrong while initiating the payment.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(amountField()).toHaveValue('20');

    down = false;
    await user.click(donate());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkout_url));
    expect(payQueries(fetchMock)).toHaveLength(2);
  });

  it("passes on the message of a 429, by its code in the app's own words", async () => {
    const { user } = await openPayment({
      'GET /pay': reply(
        429,
        {
          code: 'donations.too_many',
          message: 'Te veel betaalpogingen. Wacht even en probeer het opnieuw.',
        },
        { 'Retry-After': '30' },
      ),
    });
    await enterText(user, amountField(), '20');
    await user.click(donate());

    const dialog = within(await screen.findByRole('dialog', { name: 'Please wait a moment' }));
    expect(
      dialog.getByText('Too many payment attempts. Please wait a moment and try again.'),
    ).toBeVisible();
  });

  it('says N/A for a fundraiser without a non-profit, and shows no such line for others', async () => {
    const { router } = await openPayment(
      {},
      {
        ...runForWater,
        nonprofitName: null,
        nonprofitsName: null,
        nonprofitsID: null,
      },
    );
    expect(await screen.findByText('Non Profit Organization:')).toBeVisible();
    expect(screen.getByText('N/A')).toBeVisible();
    // No non-profit: no packages to ask for, the own amount remains.
    expect(screen.queryByRole('list', { name: 'Suggested amounts' })).not.toBeInTheDocument();
    expect(amountField()).toBeVisible();

    await router.navigate('/payment/Charity%20run?type=event&id=12', {
      state: { ...runForWater, name: 'Charity run', type: 'Event', source: 'event', objectId: 12 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Charity run' })).toBeVisible();
    expect(screen.queryByText('Non Profit Organization:')).not.toBeInTheDocument();
  });
});
