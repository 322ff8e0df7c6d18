import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import { pdfText } from '../pdf-text';
import { confirmAddress, texts, uniqueEmail } from '../support';

/**
 * Money after the click, as a donor and a non-profit would go through it: a signed-in
 * donor gives 25 euro through the sandbox, finds it in /orders and downloads its PDF receipt; the
 * owner sees it in the Donations tab, refunds 10 euro, and the public page's raised amount drops
 * by exactly 10 euro. Once in English and once in Dutch.
 */

const api = '/pifworld/api/v1';

interface Account {
  token: string;
  password: string;
  user: { id: number; name: string; email: string };
}

async function register(request: APIRequestContext, name: string): Promise<Account> {
  const password = 'silver-orchard-6';
  const email = uniqueEmail('money');
  const res = await request.post(`${api}/register`, {
    data: { name, email, password, password_confirmation: password },
  });
  expect(res.status()).toBe(201);
  // A proven address: the account may make pages.
  await confirmAddress(email);
  const account = (await res.json()) as Omit<Account, 'password'>;
  return { ...account, password };
}

/**
 * A browser page signed in as `account`, in `language`: its context signs in as the web app does
 * (the API sets the session cookies), and the app confirms the session when it starts.
 */
async function signedIn(browser: Browser, account: Account, language: 'en' | 'nl'): Promise<Page> {
  const context = await browser.newContext();
  const login = await context.request.post(`${api}/login`, {
    headers: { 'x-pifworld-session': 'cookie' },
    data: { email: account.user.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return waitsForApp(await context.newPage());
}

const raisedCents = async (request: APIRequestContext, id: number) =>
  Math.round(
    (
      (await (await request.get(`${api}/nonprofit-raised/${id}`)).json()) as {
        raised_count: number;
      }
    ).raised_count * 100,
  );

for (const language of ['en', 'nl'] as const) {
  test(`${language}: a donor gives 25 euro, finds it with its receipt in /orders; the owner refunds 10 euro and the page's raised amount drops by 10`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const owner = await register(request, 'Refund Owner');
    const nonprofitName = `Clear Water ${language.toUpperCase()} ${Date.now().toString(36)}`;
    const created = await request.post(`${api}/nonprofits`, {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: { name: nonprofitName, addressLine1: 'Kade 1' },
    });
    expect(created.status()).toBe(201);
    const nonprofitId = ((await created.json()) as { nonprofit: { id: number } }).nonprofit.id;
    const donor = await register(request, 'Giving Donor');

    // The donor gives 25 euro through the sandbox.
    const donorPage = await signedIn(browser, donor, language);
    await donorPage.goto(
      `/payment/${encodeURIComponent(nonprofitName)}?type=nonprofit&id=${nonprofitId}`,
    );
    await expect(donorPage.getByRole('heading', { level: 1, name: nonprofitName })).toBeVisible();
    await donorPage.getByLabel(t['donations.amount.label']!).fill('25');
    await donorPage.getByRole('button', { name: t['donations.payment.donate'] }).click();
    await expect(donorPage).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
    await donorPage.getByRole('button', { name: t['payments.status.paid'] }).click();
    await expect(donorPage).toHaveURL(/\/payment-success\?ref=/);
    const reference = new URL(donorPage.url()).searchParams.get('ref')!;
    const before = await raisedCents(request, nonprofitId);

    // It is in /orders, with its receipt.
    await donorPage.getByRole('link', { name: t['orders.title'] }).click();
    await expect(donorPage).toHaveURL('/orders');
    const main = donorPage.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t['orders.title'] })).toBeVisible();
    await expect(main.getByText(reference).first()).toBeVisible();
    const [download] = await Promise.all([
      donorPage.waitForEvent('download'),
      main
        .getByRole('link', {
          name: t['orders.receipt.linkLabel']!.replace('{{reference}}', reference),
        })
        .click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The text a reader sees (the PDF embeds its font, so its bytes hold glyphs, not letters).
    const text = await pdfText(pdf);
    expect(text).toContain(nonprofitName);
    expect(text).toContain(language === 'nl' ? '25,00' : '25.00');
    await donorPage.context().close();

    // The owner finds it in the Donations tab and refunds 10 euro.
    const ownerPage = await signedIn(browser, owner, language);
    await ownerPage.goto(`/non-profit-profile/${nonprofitId}`);
    await ownerPage.getByRole('tab', { name: t['donations.owner.tab'], exact: true }).click();
    const panel = ownerPage.getByRole('tabpanel', { name: t['donations.owner.tab'], exact: true });
    await expect(panel.getByText(reference)).toBeVisible();
    await panel.getByRole('button', { name: t['donations.owner.refund.open'] }).click();
    const dialog = ownerPage.getByRole('dialog', { name: t['donations.owner.refund.title'] });
    await dialog.getByRole('textbox', { name: t['donations.owner.refund.amount'] }).fill('10');
    await dialog
      .getByRole('textbox', { name: t['donations.owner.refund.reason'] })
      .fill('Gift given twice');
    await dialog.getByRole('button', { name: t['donations.owner.refund.confirm'] }).click();
    await expect(dialog).toBeHidden();
    await expect(
      panel.getByText(
        t['donations.owner.refundedOf']!.replace(
          '{{refunded}}',
          language === 'nl' ? '€ 10,00' : '€10.00',
        ).replace('{{amount}}', language === 'nl' ? '€ 25,00' : '€25.00'),
      ),
    ).toBeVisible();

    // The public page counts 10 euro less.
    expect(await raisedCents(request, nonprofitId)).toBe(before - 1000);
    const raised = (await (
      await request.get(`${api}/nonprofit-raised/${nonprofitId}`, {
        headers: { 'accept-language': language },
      })
    ).json()) as {
      raised_formatted: string;
    };
    await ownerPage.goto(`/nonprofit-details/${nonprofitId}?lang=${language}`);
    await expect(ownerPage.getByText(raised.raised_formatted).first()).toBeVisible();
    await ownerPage.context().close();
  });
}
