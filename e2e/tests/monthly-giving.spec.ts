import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import {
  confirmAddress,
  expectAccessible,
  linkSent,
  mailsSent,
  texts,
  uniqueEmail,
} from '../support';

/**
 * Monthly giving, as a guest donor goes through it: 10 euro a month to a fundraiser
 * through the sandbox; the sandbox runs the next month's charge (the success page's test-mode
 * button), and the fundraiser's public raised amount has risen by 20 euro in all; the donor opens
 * the stop link of a receipt e-mail (read from the outbox), stops the gift, and the next run
 * charges nothing. Once in English and once in Dutch; the Dutch donor also covers the fee, which
 * the cause's raised amount does not count.
 */

const api = '/pifworld/api/v1';

async function register(request: APIRequestContext): Promise<string> {
  const password = 'steady-river-12';
  const email = uniqueEmail('monthly-owner');
  const res = await request.post(`${api}/register`, {
    data: { name: 'Monthly Owner', email, password, password_confirmation: password },
  });
  expect(res.status()).toBe(201);
  // A proven address: the account may make pages.
  await confirmAddress(email);
  return ((await res.json()) as { token: string }).token;
}

/** A new fundraiser of a new non-profit, made through the API; its id. */
async function newFundraiser(request: APIRequestContext, name: string): Promise<number> {
  const token = await register(request);
  const headers = { authorization: `Bearer ${token}` };
  const nonprofit = await request.post(`${api}/nonprofits`, {
    headers,
    multipart: { name: `${name} Foundation`, addressLine1: 'Kade 1' },
  });
  expect(nonprofit.status()).toBe(201);
  const nonprofitId = ((await nonprofit.json()) as { nonprofit: { id: number } }).nonprofit.id;
  const fundraiser = await request.post(`${api}/fundraisers`, {
    headers,
    multipart: { name, addressLine1: 'Utrecht', goal: 1000, nonprofits_id: nonprofitId },
  });
  expect(fundraiser.ok(), await fundraiser.text()).toBe(true);
  return ((await fundraiser.json()) as { fundraiser: { id: number } }).fundraiser.id;
}

const raisedCents = async (request: APIRequestContext, id: number) =>
  Math.round(
    (
      (await (await request.get(`${api}/fundraiser-raised/${id}`)).json()) as {
        raised_count: number;
      }
    ).raised_count * 100,
  );

/** A guest's browser page (nobody signed in) in `language`. */
async function guest(browser: Browser, language: 'en' | 'nl'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return waitsForApp(await context.newPage());
}

/** The stop link of the newest receipt e-mail to `to`, once it has `receipts` of them. */
async function stopLinkFor(to: string, receipts: number): Promise<string> {
  await expect
    .poll(async () => (await mailsSent('donation-receipt', to)).length)
    .toBeGreaterThanOrEqual(receipts);
  return linkSent('donation-receipt', to, '/monthly-giving/');
}

const euros = (language: 'en' | 'nl', amount: string) =>
  language === 'nl' ? `€\u00a0${amount.replace('.', ',')}` : `€${amount}`;

for (const language of ['en', 'nl'] as const) {
  test(`${language}: a guest gives 10 euro monthly to a fundraiser, the next month is charged (raised +20 euro), and the receipt's link stops it; the next run charges nothing`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const coverFee = language === 'nl';
    const name = `Monthly Walk ${language.toUpperCase()} ${Date.now().toString(36)}`;
    const fundraiserId = await newFundraiser(request, name);
    const before = await raisedCents(request, fundraiserId);
    const email = uniqueEmail(`monthly-${language}`);

    // The guest chooses Monthly: the plan shows, and the name and e-mail are asked for.
    const page = await guest(browser, language);
    await page.goto(`/payment/${encodeURIComponent(name)}?type=fundraiser&id=${fundraiserId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const form = page.getByRole('form', { name: t['donations.payment.formLabel'] });
    await expect(form.getByRole('radio', { name: t['subscriptions.payment.once'] })).toBeChecked();
    await form.getByText(t['subscriptions.payment.monthly']!, { exact: true }).click();
    await expect(
      form.getByRole('radio', { name: t['subscriptions.payment.monthly'] }),
    ).toBeChecked();
    await form.getByRole('textbox', { name: t['donations.amount.label'] }).fill('10');
    const perMonth = euros(language, coverFee ? '10.49' : '10.00');
    const plan = t['subscriptions.payment.plan']!.split('{{date}}')[0]!.replace(
      '{{amount}}',
      euros(language, '10.00'),
    );
    await expect(form.getByText(plan)).toBeVisible();

    // Without a name and e-mail nothing is sent.
    await form.getByRole('button', { name: t['donations.payment.donate'] }).click();
    await expect(form.getByText(t['donations.messages.monthlyName']!)).toBeVisible();
    await expect(form.getByText(t['donations.messages.monthlyEmail']!)).toBeVisible();
    await expect(page).toHaveURL(/\/payment\//);

    await form.getByRole('textbox', { name: t['donations.donor.name'] }).fill('Monthly Guest');
    await form.getByRole('textbox', { name: t['donations.donor.email'] }).fill(email);
    if (coverFee) {
      await form.getByRole('checkbox', { name: t['subscriptions.payment.coverFee'] }).check();
      await expect(form.getByText(plan.replace(euros(language, '10.00'), perMonth))).toBeVisible();
    }
    await expectAccessible(page);
    await form.getByRole('button', { name: t['donations.payment.donate'] }).click();

    // The first payment through the sandbox's checkout.
    await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
    await expect(page.getByText(perMonth).first()).toBeVisible();
    await page.getByRole('button', { name: t['payments.status.paid'] }).click();
    await expect(page).toHaveURL(/\/payment-success\?ref=/);
    const started = t['subscriptions.result.started']!.split('{{date}}')[0]!.replace(
      '{{amount}}',
      perMonth,
    );
    await expect(page.getByText(started)).toBeVisible();
    expect(await raisedCents(request, fundraiserId)).toBe(before + 1000);

    // The sandbox runs the next month's charge, through the same webhook.
    const demo = page.getByRole('region', { name: t['subscriptions.sandbox.title'] });
    await expectAccessible(page);
    await demo.getByRole('button', { name: t['subscriptions.sandbox.run'] }).click();
    const charged = t['subscriptions.sandbox.done_one']!.replace('{{count, number}}', '1').replace(
      '{{amount}}',
      perMonth,
    );
    await expect(demo.getByRole('status')).toHaveText(charged);
    expect(await raisedCents(request, fundraiserId)).toBe(before + 2000);
    const raised = (await (
      await request.get(`${api}/fundraiser-raised/${fundraiserId}`, {
        headers: { 'accept-language': language },
      })
    ).json()) as { raised_formatted: string };
    await page.goto(`/fundraiser-details/${fundraiserId}?lang=${language}`);
    await expect(page.getByText(raised.raised_formatted).first()).toBeVisible();

    // The donor opens the stop link of the second receipt and stops the gift.
    const link = await stopLinkFor(email, 2);
    await page.goto(link);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: t['subscriptions.link.title'] }),
    ).toBeVisible();
    const summary = main.getByRole('table', { name: t['subscriptions.link.summary'] });
    await expect(summary.getByRole('link', { name })).toBeVisible();
    await expect(summary).toContainText(t['subscriptions.status.active']!);
    await expect(summary).toContainText(
      t['subscriptions.link.given']!.replace('{{count, number}}', '2').replace(
        '{{amount}}',
        euros(language, '20.00'),
      ),
    );
    await expectAccessible(page);
    await main.getByRole('button', { name: t['subscriptions.link.stop'] }).click();
    const dialog = page.getByRole('dialog', { name: t['subscriptions.link.confirmTitle'] });
    await dialog.getByRole('button', { name: t['subscriptions.link.confirm'] }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('status')).toContainText(t['subscriptions.link.doneTitle']!);
    await expect(summary).toContainText(t['subscriptions.status.canceled']!);
    await expectAccessible(page);

    // The next runs (two months on, so this gift would fall due again) charge it nothing.
    const run = await request.post(`${api}/sandbox/subscriptions/charge-due`, {
      data: { months: 2 },
    });
    expect(run.status()).toBe(200);
    expect(await raisedCents(request, fundraiserId)).toBe(before + 2000);
    await page.reload();
    await expect(summary).toContainText(t['subscriptions.status.canceled']!);
    await expect(summary).toContainText(
      t['subscriptions.link.given']!.replace('{{count, number}}', '2').replace(
        '{{amount}}',
        euros(language, '20.00'),
      ),
    );
    expect(await mailsSent('donation-receipt', email)).toHaveLength(2);
    await page.context().close();
  });
}
