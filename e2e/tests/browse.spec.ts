import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { mailsSent } from '../support';

const api = '/pifworld/api/v1';

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${api}${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search the platform' });

async function switchLanguage(page: Page, to: 'EN' | 'NL') {
  await page.getByRole('banner').locator('label').filter({ hasText: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to.toLowerCase());
}

test('searching "wat" in the header leads to a fundraiser with its raised amount and Donate Now', async ({
  page,
  request,
}) => {
  const name = 'A water tank for every school in Lira';
  await page.goto('/');
  const search = headerSearch(page);
  await search.click();
  await expect(page.getByText('Search for actions, non-profits and much more')).toBeVisible();
  await search.fill('wat');

  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  // At most 10 suggestions, several kinds of page among them.
  const options = page.getByRole('option');
  expect(await options.count()).toBeLessThanOrEqual(10);
  await option.click();

  await expect(page).toHaveURL(/\/fundraiser-details\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));

  const raised = await apiJson<{ raised_formatted: string }>(request, `/fundraiser-raised/${id}`);
  await expect(page.getByText(raised.raised_formatted).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donate Now' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^/payment/[^?]+\\?type=fundraiser&id=${id}$`),
  );
});

test('the header search works with the keyboard, tolerates a typo and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/');
  const search = headerSearch(page);
  await search.fill('zzqqxxyy');
  await expect(page.getByText("No results found for 'zzqqxxyy'")).toBeVisible();

  await search.fill('Amsterdm');
  await expect(page.getByRole('option').first()).toContainText('Groene Straten Amsterdam');
  await search.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);

  await search.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/nonprofit-details\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Groene Straten Amsterdam' }),
  ).toBeVisible();
});

test('the fundraiser tab of /discover loads the second page when the last card comes into view', async ({
  page,
  request,
}) => {
  const { meta } = await apiJson<{ meta: { last_page: number } }>(request, '/fundraisers');
  expect(meta.last_page).toBeGreaterThan(1);

  await page.goto('/discover');
  await page.getByRole('tab', { name: 'Fundraisers' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Fundraisers' });
  const donate = panel.getByRole('link', { name: /^Donate to / });
  await expect(donate).toHaveCount(20);

  const secondPage = page.waitForResponse(
    (res) => res.url().includes(`${api}/fundraisers?`) && res.url().includes('page=2'),
  );
  await donate.last().scrollIntoViewIfNeeded();
  // The cards of the second page join the first 20 (counted from the answer itself: journeys
  // running beside this one may add fundraisers in the meantime).
  const second = (await (await secondPage).json()) as { data: unknown[] };
  expect(second.data.length).toBeGreaterThan(0);
  await expect(donate).toHaveCount(20 + second.data.length);
});

test('in Dutch the discover cards say Volgen, Doneer and Meedoen', async ({ page }) => {
  await page.goto('/discover');
  await switchLanguage(page, 'NL');

  await page.getByRole('tab', { name: 'Onderwerpen' }).click();
  await expect(page.getByText('Volgen', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Inzamelacties' }).click();
  await expect(page.getByText('Doneer', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Evenementen', exact: true }).click();
  await expect(page.getByText('Meedoen', { exact: true }).first()).toBeVisible();
  await switchLanguage(page, 'EN');
});

test('a blog post opens from a direct link', async ({ page, request }) => {
  const posts = await apiJson<{ id: number; name: string }[]>(request, '/blog-page-contents');
  const post = posts.at(-1)!;
  await page.goto(`/blog-details/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(post.name.replace(/[?()]/g, '.')));

  await page.goto('/blog-details/999999');
  await expect(page.getByText('Article not found.')).toBeVisible();
});

test('About renders every kind of block', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  // hero
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // rich text
  await expect(main.getByRole('heading', { name: 'Why we started PifWorld' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'sdgs.un.org' })).toHaveAttribute(
    'href',
    'https://sdgs.un.org/goals',
  );
  // image
  await expect(main.locator('img').first()).toBeVisible();
  // FAQ list: answers open on demand
  const question = main.getByRole('button', { name: 'What is PifWorld?' });
  await question.click();
  await expect(main.getByText(/PifWorld is a donation and crowdfunding platform/)).toBeVisible();
  // team members
  await expect(main.getByRole('heading', { name: 'Our team' })).toBeVisible();
  expect(await main.getByRole('img').count()).toBeGreaterThan(2);
});

test('Contact renders every kind of block and sends a message', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('img').first()).toBeVisible();
  await expect(main.getByRole('button', { expanded: false }).first()).toBeVisible();

  const form = main.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('A new visitor');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('visitor@example.org');
  await form.getByRole('textbox', { name: 'Subject' }).fill('A question about fundraisers');
  const message = `How do I start a fundraiser for my running club? (${Date.now()})`;
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  // The message really reaches the platform's contact address.
  await expect
    .poll(async () =>
      (await mailsSent('contact', 'hello@pifworld.org')).some((mail) =>
        mail.text.includes(message),
      ),
    )
    .toBe(true);
});

test('a detail page does not move once rendered: the footer waits below the fold while it loads', async ({
  page,
  request,
}) => {
  const { data } = await apiJson<{ data: Array<{ id: number }> }>(
    request,
    '/nonprofits?per_page=1',
  );
  const fundraisers = await apiJson<{ data: Array<{ id: number }> }>(
    request,
    '/fundraisers?per_page=1',
  );
  await page.setViewportSize({ width: 412, height: 823 });
  // Every layout shift from the first paint on, as Lighthouse counts them (CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of [
    `/nonprofit-details/${data[0]!.id}`,
    `/fundraiser-details/${fundraisers.data[0]!.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift, path).toBeLessThan(0.1);
  }
});
