import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, linkSent, resetLinkFor, storedToken, uniqueEmail } from '../support';

const api = (path: string) => `/pifworld/api/v1${path}`;

/** The undo link of the newest e-mail-change notice sent to `to`. */
function undoLinkFor(to: string): Promise<string> {
  return linkSent('email-changed', to, '/email-change/undo/');
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/profile');
}

test('a changed e-mail address needs the password, and the earlier address can undo it (Dutch, phone)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = uniqueEmail('owner');
  const taker = uniqueEmail('taker');
  const password = 'velvet-compass-9';
  const registered = await request.post(api('/register'), {
    data: { name: 'Noor Visser', email: owner, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);

  await signInThroughForm(page, owner, password);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(taker);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    dialog.getByText('Enter your current password to change your e-mail address or password.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(password);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(taker)).toBeVisible();

  // The owner opens the link from the earlier address on a phone, in Dutch.
  const link = await undoLinkFor(owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mailwijziging ongedaan maken' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Wijziging ongedaan maken' }).click();
  await expect(page.getByRole('status')).toContainText('Je account is weer van jou');
  await expectAccessible(page);
  expect(await storedToken(page)).toBeNull();

  // The password is gone with every session; the restored address gets a link to choose one.
  const login = await request.post(api('/login'), { data: { email: owner, password } });
  expect(login.status()).toBe(401);
  expect(await resetLinkFor(owner)).toContain('/forgot-password/');
});
