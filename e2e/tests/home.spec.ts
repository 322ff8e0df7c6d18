import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';

const api = '/pifworld/api/v1';

const labels = {
  en: ['Raised for good causes', 'Supporters', 'Fundraisers'],
  nl: ['Opgehaald voor goede doelen', 'Supporters', 'Inzamelacties'],
};

/** Each total, as the API formats it, shown in the box labelled with its name. */
async function expectTotals(page: Page, request: APIRequestContext, lang: 'en' | 'nl') {
  const values = await totals(request, lang);
  for (const [index, value] of values.entries()) {
    await expect(page.getByRole('group', { name: labels[lang][index] })).toHaveText(
      new RegExp(`^${value.replace(/[.$]/g, '\\$&')}`),
    );
  }
  return values;
}

async function totals(request: APIRequestContext, lang: 'en' | 'nl') {
  const get = async (path: string) => (await request.get(`${api}${path}?lang=${lang}`)).json();
  const [raised, supporters, fundraisers] = await Promise.all([
    get('/total-raised'),
    get('/total-supporters'),
    get('/total-fundraisers'),
  ]);
  return [
    raised.total_raised_formatted as string,
    supporters.total_supporters_formatted as string,
    fundraisers.total_fundraisers_formatted as string,
  ];
}

const sdgCards = (page: Page) => page.locator('a[href^="/details-topic/topic/"]');

test('home in English shows the totals and the 17 SDG cards', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/PifWorld/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: 'Together we make every donation count' }),
  ).toBeVisible();
  const [raised] = await expectTotals(page, request, 'en');
  expect(raised).toMatch(/^€[\d,]+\.\d\d$/);

  await expect(page.getByRole('heading', { name: 'Sustainable development goals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover an SDG' })).toBeVisible();
  await expect(sdgCards(page)).toHaveCount(17);
  await expect(sdgCards(page).first()).toContainText('No Poverty');
  await expect(sdgCards(page).nth(12)).toContainText('Climate Action');

  // The cards show the goals' generated pictures, served by the API.
  // Below the fundraisers now, and lazily loaded: it loads as it comes into view.
  const logo = sdgCards(page).first().locator('img');
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the toggle switches to Dutch, and a reload keeps Dutch', async ({ page, request }) => {
  await page.goto('/');
  await expect(sdgCards(page)).toHaveCount(17);
  await page.getByRole('banner').locator('label').filter({ hasText: 'NL' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(
    page.getByRole('heading', { name: 'Samen laten we elke donatie tellen' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ontdek een ontwikkelingsdoel' })).toBeVisible();
  await expect(sdgCards(page).first()).toContainText('Geen armoede');
  await expect(sdgCards(page).nth(12)).toContainText('Klimaatactie');
  const [raised] = await expectTotals(page, request, 'nl');
  expect(raised).toMatch(/^€\s[\d.]+,\d\d$/);
  await expect(page.getByRole('link', { name: 'Ontdekken' }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(
    page.getByRole('heading', { name: 'Samen laten we elke donatie tellen' }),
  ).toBeVisible();
  await expect(sdgCards(page).first()).toContainText('Geen armoede');

  await page.getByRole('banner').locator('label').filter({ hasText: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Discover an SDG' })).toBeVisible();
  await expect(sdgCards(page).first()).toContainText('No Poverty');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  // The server answers 404 with the web app, which shows its own page for it.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(sdgCards(page)).toHaveCount(17);
});

test('the API documentation lists the endpoints', async ({ page }) => {
  await page.goto('/pifworld/api/docs');
  await expect(page.getByText('PifWorld API')).toBeVisible();
  // Tags open on demand; every tag of the API is listed.
  for (const [tag, path] of [
    ['sdg', '/pifworld/api/v1/sdg-topics'],
    ['stats', '/pifworld/api/v1/total-raised'],
    ['jobs', '/pifworld/api/v1/jobs/{id}/pdf'],
  ]) {
    await page.getByRole('link', { name: tag, exact: true }).click();
    await expect(page.getByText(path!, { exact: true })).toBeVisible();
  }
  const document = (await (await page.request.get('/pifworld/api/docs/json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const tags = new Set(
    Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.tags ?? []),
    ),
  );
  expect(tags.size).toBeGreaterThan(20);
  await expect(page.locator('.opblock-tag')).toHaveCount(tags.size);
});
