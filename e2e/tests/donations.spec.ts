import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import { closeSharePrompt, confirmAddress, mailsSent, texts, uniqueEmail } from '../support';

const api = '/pifworld/api/v1';

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${api}${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

interface Fundraiser {
  id: number;
  name: string;
}

/** Paid money of the fundraiser and of the platform (home totals), in cents. */
async function totals(request: APIRequestContext, fundraiserId: number) {
  const raised = await apiJson<{ raised_count: number }>(
    request,
    `/fundraiser-raised/${fundraiserId}`,
  );
  const platform = await apiJson<{ total_raised: number }>(request, '/total-raised');
  return {
    fundraiser: Math.round(raised.raised_count * 100),
    platform: Math.round(platform.total_raised * 100),
  };
}

/** From the fundraiser's page through the payment screen to the sandbox checkout. */
async function donate(page: Page, fundraiser: Fundraiser, amount: string, email?: string) {
  await page.goto(`/fundraiser-details/${fundraiser.id}`);
  await page.getByRole('link', { name: 'Donate Now' }).first().click();
  await expect(page).toHaveURL(/\/payment\/[^?]+\?type=fundraiser&id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fundraiser.name })).toBeVisible();
  await page.getByLabel('Amount in euros').fill(amount);
  if (email) await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'DONATE' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
  await expect(page.getByText('Test payment: no real money is moved')).toBeVisible();
}

test.describe('donating as a visitor without an account', () => {
  let fundraiser: Fundraiser;

  test.beforeAll(async ({ request }) => {
    const list = await apiJson<{ data: Fundraiser[] }>(request, '/fundraisers?per_page=1');
    fundraiser = list.data[0]!;
  });

  test('25 euro through the sandbox: the success page shows it, and the totals rise by exactly 25 euro', async ({
    page,
    request,
  }) => {
    const before = await totals(request, fundraiser.id);
    const email = `donor-${Date.now()}@example.org`;
    await donate(page, fundraiser, '25', email);
    await expect(page.getByText('€25.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Paid' }).click();

    await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&lang=en$/);
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText('€25.00').first()).toBeVisible();
    await expect(page.getByRole('link', { name: fundraiser.name }).first()).toBeVisible();

    const after = await totals(request, fundraiser.id);
    expect(after.fundraiser - before.fundraiser).toBe(2500);
    expect(after.platform - before.platform).toBe(2500);
    await expect.poll(async () => (await mailsSent('donation-receipt', email)).length).toBe(1);

    // The fundraiser's page and the home totals show the new figures.
    const raised = await apiJson<{ raised_formatted: string }>(
      request,
      `/fundraiser-raised/${fundraiser.id}`,
    );
    await page.goto(`/fundraiser-details/${fundraiser.id}`);
    await expect(page.getByText(raised.raised_formatted).first()).toBeVisible();
    const platform = await apiJson<{ total_raised_formatted: string }>(request, '/total-raised');
    await page.goto('/');
    await expect(page.getByText(platform.total_raised_formatted).first()).toBeVisible();
  });

  test('Failed and Canceled land on their pages and change no total', async ({ page, request }) => {
    const before = await totals(request, fundraiser.id);

    await donate(page, fundraiser, '12.50');
    await page.getByRole('button', { name: 'Failed' }).click();
    await expect(page).toHaveURL(/\/payment-failed\?ref=[0-9A-Z]{20}$/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('€12.50').first()).toBeVisible();

    await donate(page, fundraiser, '30');
    await page.getByRole('button', { name: 'Canceled' }).click();
    await expect(page).toHaveURL(/\/payment-cancelled\?ref=[0-9A-Z]{20}&lang=en$/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    // Try again leads back to the same payment screen.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/payment\/[^?]+\?type=fundraiser&id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: fundraiser.name })).toBeVisible();

    expect(await totals(request, fundraiser.id)).toEqual(before);
  });

  test('an invalid amount is refused on the payment screen with the spec texts', async ({
    page,
  }) => {
    await page.goto(`/fundraiser-details/${fundraiser.id}`);
    await page.getByRole('link', { name: 'Donate Now' }).first().click();
    await page.getByLabel('Amount in euros').fill('0');
    await page.getByRole('button', { name: 'DONATE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invalid Amount' });
    await expect(dialog.getByText('Please select a valid amount to donate.')).toBeVisible();
    await expect(page).toHaveURL(/\/payment\//);
  });
});

test('a non-profit owner connects the payment provider and upgrades to premium through the sandbox', async ({
  page,
}) => {
  // Sign-up, a non-profit, Connect and a premium payment: about 15 s alone, twice that on a busy
  // machine, so more than the default 30 s.
  test.setTimeout(60_000);
  const main = page.getByRole('main');
  const email = uniqueEmail('connect');
  await page.goto('/sign-up');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour Owner');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('anchor-lighthouse-3');
  await main
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('anchor-lighthouse-3');
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await confirmAddress(email);

  await page.goto('/nonprofit-registration');
  const name = `Harbour Help ${Date.now().toString(36)}`;
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('Kade 2');
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/non-profit-profile\/\d+$/);
  await closeSharePrompt(page);
  const profileUrl = new URL(page.url()).pathname;

  // Connect: the sandbox stands in for Mollie's "grant access" page.
  await main.getByRole('button', { name: 'Connect with payment provider' }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect\?state=/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/mollie-connect-success\?nonprofit=\d+$/);
  await expect(page.getByRole('heading', { name: 'Connection Successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your non-profit' }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(main.getByText(/Payment provider connected/)).toBeVisible();

  // Premium: the Jobs tab offers the one-time upgrade at the plan's price.
  await main.getByRole('tab', { name: 'Jobs' }).click();
  await expect(main.getByText(/€25\.00/).first()).toBeVisible();
  await main.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&for=premium&lang=en$/);
  await expect(page.getByText('Premium is active: you can post jobs now.')).toBeVisible();

  await page.goto(profileUrl);
  await main.getByRole('tab', { name: 'Jobs' }).click();
  await expect(main.getByRole('link', { name: 'Post Job' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
});

test('a Dutch link on an English browser stays Dutch through the checkout and back', async ({
  browser,
  request,
}) => {
  const nl = texts('nl');
  const [fundraiser] = (await apiJson<{ data: Fundraiser[] }>(request, '/fundraisers?per_page=1'))
    .data;
  // An English browser that never chose a language: only the shared link says Dutch.
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = waitsForApp(await context.newPage());
  await page.goto(
    `/payment/${encodeURIComponent(fundraiser!.name)}?type=fundraiser&id=${fundraiser!.id}&lang=nl`,
  );
  const form = page.getByRole('form', { name: nl['donations.payment.formLabel'] });
  await form.getByRole('textbox', { name: nl['donations.amount.label'] }).fill('12,50');
  await form
    .getByRole('textbox', { name: nl['donations.donor.email'] })
    .fill(uniqueEmail('dutch-link'));
  await form.getByRole('button', { name: nl['donations.payment.donate'] }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=nl$/);
  await expect(
    page.getByRole('heading', { level: 1, name: nl['payments.sandbox.checkoutTitle'] }),
  ).toBeVisible();
  await page.getByRole('button', { name: nl['payments.status.paid'] }).click();

  await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&lang=nl$/);
  await expect(page.getByRole('heading', { name: nl['payments.success.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await context.close();
});
