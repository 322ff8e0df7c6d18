import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, texts } from '../support';

const api = '/pifworld/api/v1';
/** An interface text by key, in Dutch or English. */
function say(language: 'en' | 'nl') {
  const all = texts(language);
  return (key: string): string => {
    const text = all[key];
    if (text === undefined) throw new Error(`no text ${key}`);
    return text;
  };
}
const nl = say('nl');
const en = say('en');

interface Fundraiser {
  id: number;
  name: string;
}

// A Dutch donor on a phone.
test.use({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });

/** A gift of 10 euro to the fundraiser, paid on the sandbox checkout, as a Dutch donor. */
async function give(
  page: Page,
  fundraiser: Fundraiser,
  donor: { name: string; message: string; show?: boolean; anonymous?: boolean },
) {
  await page.goto(`/fundraiser-details/${fundraiser.id}`);
  await page
    .getByRole('link', { name: nl('details.donateNow') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fundraiser.name })).toBeVisible();
  const form = page.getByRole('form');
  await form.getByLabel(nl('donations.amount.label')).fill('10');
  await form.getByRole('textbox', { name: nl('donations.donor.name') }).fill(donor.name);
  await form.getByRole('textbox', { name: nl('donations.donor.message') }).fill(donor.message);
  if (donor.show) await form.getByLabel(nl('donations.donor.showPublicly')).check();
  if (donor.anonymous) await form.getByLabel(nl('donations.donor.anonymous')).check();
  await form.getByRole('button', { name: nl('donations.payment.donate') }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+/);
  await page.getByRole('button', { name: nl('payments.status.paid') }).click();
  await expect(page).toHaveURL(/\/payment-success\?ref=/);
}

/** The donor wall on the fundraiser's page, newest first. */
async function wallOf(page: Page, fundraiser: Fundraiser) {
  await page.goto(`/fundraiser-details/${fundraiser.id}`);
  const wall = page.getByRole('region', { name: nl('donorWall.heading') });
  await wall.scrollIntoViewIfNeeded();
  await expect(wall.getByRole('listitem').first()).toBeVisible();
  return wall;
}

test.describe('the donor wall of a fundraiser', () => {
  let fundraiser: Fundraiser;

  test.beforeAll(async ({ request }) => {
    const response = await request.get(`${api}/fundraisers?per_page=1`, {
      headers: { 'accept-language': 'nl' },
    });
    fundraiser = ((await response.json()) as { data: Fundraiser[] }).data[0]!;
  });

  test('a gift of 10 euro whose donor shows name and message appears on the wall with both', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Anouk Zichtbaar ${stamp}`;
    const message = `Succes met jullie project! ${stamp}`;
    await give(page, fundraiser, { name, message, show: true });

    const wall = await wallOf(page, fundraiser);
    const gift = wall.getByRole('listitem').filter({ hasText: name });
    await expect(gift).toBeVisible();
    await expect(gift.getByText(message)).toBeVisible();
    await expect(gift).toContainText(/€\s10,00/);
    // The number of donors beside the raised amount.
    await expect(
      page.getByRole('region', { name: nl('details.raised.heading') }).getByText(/donateur/),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('an anonymous gift shows as "Anoniem", with no name anywhere in the page', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Geheime Gerrit ${stamp}`;
    const message = `Niet voor de pagina ${stamp}`;
    // Anonymous wins over showing: the name stays hidden even if both were chosen first.
    await give(page, fundraiser, { name, message, anonymous: true });

    const wall = await wallOf(page, fundraiser);
    await expect(wall.getByRole('listitem').first()).toContainText(nl('donorWall.anonymous'));
    await expect(wall.getByRole('listitem').first()).toContainText(/€\s10,00/);
    expect(await page.content()).not.toContain(stamp);
    const answer = await request.get(`${api}/donor-wall/fundraiser/${fundraiser.id}`);
    expect(await answer.text()).not.toContain(stamp);
  });

  test('is accessible in English too', async ({ page }) => {
    await page.goto(`/fundraiser-details/${fundraiser.id}`);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const wall = page.getByRole('region', { name: en('donorWall.heading') });
    await wall.scrollIntoViewIfNeeded();
    await expect(wall.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: en('organiser.heading') })).toBeVisible();
    await expectAccessible(page);
    // And on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });
});
