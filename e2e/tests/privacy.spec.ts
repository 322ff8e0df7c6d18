import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, linkSent, uniqueEmail } from '../support';

const api = (path: string) => `/pifworld/api/v1${path}`;

async function firstFundraiser(request: APIRequestContext) {
  const res = await request.get(api('/fundraisers?per_page=1'));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

test("a guest donor erases their details with the receipt's link (Dutch, phone); the amount raised stays", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const fundraiser = await firstFundraiser(request);
  const email = uniqueEmail('guest-donor');

  await page.goto(`/fundraiser-details/${fundraiser.id}`);
  await page.getByRole('link', { name: 'Donate Now' }).first().click();
  await page.getByLabel('Amount in euros').fill('9');
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'DONATE' }).click();
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&lang=en$/);
  const raised = async () =>
    (
      (await (await request.get(api(`/fundraiser-raised/${fundraiser.id}`))).json()) as {
        raised_count: number;
      }
    ).raised_count;
  const before = await raised();

  const link = await linkSent('donation-receipt', email, '/donor-erasure/');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mijn donateursgegevens wissen' }),
  ).toBeVisible();
  await expectAccessible(page);
  const confirm = page.getByRole('button', { name: 'Wis mijn gegevens' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Je gegevens zijn gewist');
  await expectAccessible(page);
  expect(await raised()).toBe(before);
});

test('a signed-in user downloads their data from Settings', async ({ page, request }) => {
  const email = uniqueEmail('download');
  const password = 'paper-lantern-44';
  const registered = await request.post(api('/register'), {
    data: { name: 'Sanne de Wit', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/profile');

  await page.goto('/profile?tab=settings');
  const button = page.getByRole('button', { name: 'Download my data' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('pifworld-my-data.zip');
});
