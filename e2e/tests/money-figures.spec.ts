import { type Locator } from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import { expectAccessible, texts } from '../support';

/**
 * Figures a treasurer can sign off, on the demo's own money: the demo owner opens their
 * non-profit's donations, refunds part of a seeded donation (a payment the sandbox knows), sees
 * it as partly refunded, and the tiles move by exactly that amount: refunded up, net down, gross
 * as it was. Once in English and once in Dutch.
 */

const api = '/pifworld/api/v1';
const DEMO = { email: 'demo@pifworld.org', password: 'demo-password' };
/** Less than the smallest demo gift (5 euro), so the refund is always part of one. */
const REFUND = { en: '1.25', nl: '1,25' } as const;
const REFUND_CENTS = 125;

/** A tile's amount in cents, whatever the language writes (`€1,234.56`, `€ 1.234,56`). */
async function tileCents(tiles: Locator, label: string): Promise<number> {
  const value = tiles.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  const text = (await value.textContent()) ?? '';
  const negative = /[-−]/.test(text);
  const cents = Number(text.replace(/\D/g, ''));
  return negative ? -cents : cents;
}

for (const language of ['en', 'nl'] as const) {
  test(`${language}: the demo owner refunds part of a seeded donation; it reads as partly refunded and the tiles move by exactly that`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${api}/login`, {
      headers: { 'x-pifworld-session': 'cookie' },
      data: DEMO,
    });
    expect(login.status()).toBe(200);
    const { user } = (await login.json()) as { user: { id: number } };
    const owned = (await (
      await context.request.get(`${api}/user/${user.id}/nonprofits`)
    ).json()) as {
      nonprofits: { id: number }[];
    };
    const nonprofitId = owned.nonprofits[0]!.id;
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await waitsForApp(await context.newPage());

    await page.goto(`/non-profit-profile/${nonprofitId}`);
    await page.getByRole('tab', { name: t['donations.owner.tab'], exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: t['donations.owner.tab'], exact: true });
    const tiles = panel.getByRole('group', { name: t['donations.owner.totals'] });
    await expect(tiles).toBeVisible();
    const figures = async () => ({
      gross: await tileCents(tiles, t['donations.owner.total.gross']!),
      refunded: await tileCents(tiles, t['donations.owner.total.refunded']!),
      net: await tileCents(tiles, t['donations.owner.total.net_to_organisation']!),
    });
    const before = await figures();
    expect(before.gross).toBeGreaterThan(0);

    // The first seeded gift that can still be refunded, known by its reference.
    const row = panel
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: t['donations.owner.refund.open'] }) })
      .first();
    const referenceLabel = t['donations.owner.referenceLine']!.replace('{{reference}}', '');
    const rowText = (await row.textContent()) ?? '';
    const reference = rowText.split(referenceLabel)[1]!.match(/^[\w-]+/)![0];
    await row.getByRole('button', { name: t['donations.owner.refund.open'] }).click();
    const dialog = page.getByRole('dialog', { name: t['donations.owner.refund.title'] });
    await dialog
      .getByRole('textbox', { name: t['donations.owner.refund.amount'] })
      .fill(REFUND[language]);
    await dialog
      .getByRole('textbox', { name: t['donations.owner.refund.reason'] })
      .fill('Asked for by the donor');
    await dialog.getByRole('button', { name: t['donations.owner.refund.confirm'] }).click();
    await expect(dialog).toBeHidden();

    // The row says so, in words; the tiles moved by exactly the refund.
    const refundedRow = panel.getByRole('row').filter({ hasText: reference });
    await expect(
      refundedRow.getByText(t['donations.owner.partlyRefunded']!, { exact: true }),
    ).toBeVisible();
    await expect(refundedRow.getByText(/1[.,]25/).first()).toBeVisible();
    await expect.poll(async () => (await figures()).refunded).toBe(before.refunded + REFUND_CENTS);
    expect(await figures()).toEqual({
      gross: before.gross,
      refunded: before.refunded + REFUND_CENTS,
      net: before.net - REFUND_CENTS,
    });
    await expectAccessible(page);

    // The money by month opens on its own view, with its table.
    const views = panel.getByRole('radiogroup', { name: t['donations.owner.view.label'] });
    await views.getByText(t['donations.owner.view.months']!, { exact: true }).click();
    await expect(
      panel.getByRole('table', { name: t['donations.owner.months.tableCaption'] }),
    ).toBeVisible();
    await expectAccessible(page);

    // At phone width the status reads whole, not cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    await views.getByText(t['donations.owner.view.list']!, { exact: true }).click();
    const partly = panel.getByText(t['donations.owner.partlyRefunded']!, { exact: true }).first();
    await expect(partly).toBeVisible();
    expect(await partly.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await context.close();
  });
}
