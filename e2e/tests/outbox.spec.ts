import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, texts, uniqueEmail } from '../support';

/**
 * The outbox of a test platform: a newcomer trying the demo asks for a password reset, finds
 * the e-mail through the test-mode notice's link, reads it with the keyboard alone, in English
 * at desktop width and in Dutch on a phone, and follows its link.
 */

const api = (path: string) => `/pifworld/api/v1${path}`;

/** Tabs (forward) until `name`d element has focus, as a keyboard user would. */
async function tabTo(page: Page, focused: () => Promise<boolean>) {
  for (let stop = 0; stop < 60 && !(await focused()); stop++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
}

/** Whether the page scrolls sideways at its current width. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a password reset read in the outbox, with the keyboard, in English and Dutch', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('outbox');
  const password = 'outbox-password-1';
  const registered = await request.post(api('/register'), {
    data: { name: 'Sam Outbox', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  expect((await request.post(api('/password/email'), { data: { email } })).status()).toBe(200);

  // The notice every page of a test platform carries leads to the outbox.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('note')
    .getByRole('link', { name: texts('en')['testMode.outboxLink']! })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByRole('textbox', { name: "Recipient's e-mail address" });
  await tabTo(page, () => field.evaluate((el) => el === document.activeElement));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `E-mails to ${email}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('to')).toBe(email);
  const mail = page.getByRole('article').first();
  await expect(mail.getByRole('heading', { level: 3 })).toHaveText(
    texts('en')['mail.passwordReset.subject']!,
  );
  await expect(mail).toContainText('Written in English');
  await expectAccessible(page);

  // In Dutch on a phone: the same e-mail, readable without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/outbox?lang=nl&to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Postvak uit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `E-mails aan ${email}` })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);

  // Its link, followed with the keyboard, opens the reset screen (the link has no ?lang=nl).
  const link = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /\/forgot-password\// });
  await tabTo(page, () => link.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password\/[\w-]{43}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts('en')['auth.reset.title']! }),
  ).toBeVisible();
});
