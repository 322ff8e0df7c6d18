import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, uniqueEmail } from '../support';

/**
 * The operator's console (issue 23), as the demo operator (README) uses it, and as a user who is
 * not one meets it.
 */

const OPERATOR = { email: 'admin@pifworld.org', password: 'admin-password' };
const api = (path: string) => `/pifworld/api/v1${path}`;

async function signIn(page: Page, email: string, password: string, language: 'en' | 'nl' = 'en') {
  await page.goto(language === 'nl' ? '/login?lang=nl' : '/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main
    .getByRole('textbox', { name: language === 'nl' ? 'Wachtwoord' : 'Password', exact: true })
    .fill(password);
  await main
    .getByRole('button', { name: language === 'nl' ? 'Inloggen' : 'Login', exact: true })
    .click();
  await expect(page).toHaveURL('/profile');
}

/** The scripts a page downloads, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      names.push(response.url().split('/').pop()!);
  });
  return names;
}

test('a user who is not an operator is refused, in English and Dutch, and never loads a section', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-operator');
  const password = 'a-user-password';
  expect(
    (
      await request.post(api('/register'), {
        data: { name: 'Plain User', email, password, password_confirmation: password },
      })
    ).status(),
  ).toBe(201);
  const scripts = scriptsOf(page);
  await signIn(page, email, password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'For operators only' })).toBeVisible();
  await expectAccessible(page);
  expect(scripts.filter((name) => /-section-/.test(name))).toEqual([]);
  await page.getByRole('banner').locator('label').filter({ hasText: 'NL' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alleen voor beheerders' }),
  ).toBeVisible();
});

test('a visitor reports a fundraiser; the operator finds it in the console and resolves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const scripts = scriptsOf(page);
  const list = await (await page.request.get(api('/fundraisers?per_page=1'))).json();
  const fundraiser = list.data[0] as { id: number; name: string };
  await page.goto(`/fundraiser-details/${fundraiser.id}`);
  await page.getByRole('button', { name: 'Report this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this page' });
  await dialog.getByRole('combobox', { name: /What is wrong/ }).click();
  await page.getByRole('option', { name: 'misleading information' }).click();
  await dialog.getByRole('textbox', { name: /Details/ }).fill('The goal changed three times.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will look at this page.')).toBeVisible();
  // A visitor never downloads the console.
  expect(scripts.filter((name) => name.startsWith('console-screen'))).toEqual([]);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, OPERATOR.email, OPERATOR.password);
  await operator.getByRole('button', { name: /Platform Operator/ }).click();
  await operator.getByRole('menuitem', { name: 'Operator console' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await operator.getByRole('link', { name: 'Reports' }).click();
  const report = operator.getByRole('article').filter({ hasText: 'The goal changed three times.' });
  await expect(report.getByRole('link', { name: fundraiser.name })).toBeVisible();
  await expectAccessible(operator);
  await report.getByRole('button', { name: 'Dismiss' }).click();
  const resolve = operator.getByRole('dialog', { name: 'Resolve this report' });
  await resolve
    .getByRole('textbox', { name: /Note/ })
    .fill('The goal was corrected, not misleading.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(operator.getByText('The report is resolved.')).toBeVisible();
  await expect(report).toHaveCount(0);
  await operator.getByRole('link', { name: 'Audit log' }).click();
  await expect(
    operator.getByRole('row').filter({ hasText: 'report.resolve' }).first(),
  ).toBeVisible();
});
