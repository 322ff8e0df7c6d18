import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import {
  expectAccessible,
  linkSent,
  mailsSent,
  resetLinkFor,
  sessionCookie,
  texts,
  totpCode,
  uniqueEmail,
} from '../support';

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
  // The new address takes effect only once confirmed from its own inbox.
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(
    taker,
  );
  await page.goto(await linkSent('email-confirmation', taker, '/confirm-email/'));
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your new e-mail address has been confirmed',
  );

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
  // Every session of the account ended: the cookie left here signs nobody in (and is cleared).
  expect((await page.request.get(api('/user'))).status()).toBe(401);
  expect(await sessionCookie(page)).toBeUndefined();

  // The password is gone with every session; the restored address gets a link to choose one.
  const login = await request.post(api('/login'), { data: { email: owner, password } });
  expect(login.status()).toBe(401);
  expect(await resetLinkFor(owner)).toContain('/forgot-password/');
});

type Language = 'en' | 'nl';

/** A text of the interface with its `{{name}}` placeholders filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A new account with a password, made through the API (its address is not confirmed). */
async function newAccount(page: Page, prefix: string, name: string) {
  const email = uniqueEmail(prefix);
  const password = 'velvet-compass-9';
  const registered = await page.request.post(api('/register'), {
    data: { name, email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  return { email, password, name };
}

/** E-mail and password on /login; the caller expects what comes next (profile or second step). */
async function sendPassword(page: Page, email: string, password: string, language: Language) {
  const t = texts(language);
  await page.goto(language === 'nl' ? '/login?lang=nl' : '/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t['auth.fields.email'], exact: true }).fill(email);
  await main.getByRole('textbox', { name: t['auth.fields.password'], exact: true }).fill(password);
  await main.getByRole('button', { name: t['auth.login.submit'], exact: true }).click();
}

/** The header's account menu: Sign-in and security, or Logout. */
async function fromAccountMenu(page: Page, name: string, item: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Logout from the account menu, and wait until the header offers Login again. */
async function signOut(page: Page, name: string, language: Language) {
  const t = texts(language);
  await fromAccountMenu(page, name, t['header.logout']!);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: t['header.login'], exact: true }),
  ).toBeVisible();
}

test('nl: an owner sets up an authenticator app, keeps the recovery codes and signs in with a code, then with a recovery code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts('nl');
  // Stable colours for axe: no dialog half-way through its fade (the app honours the setting).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('language', 'nl'));
  const owner = await newAccount(page, 'totp', 'Fenna Bakker');
  await sendPassword(page, owner.email, owner.password, 'nl');
  await expect(page).toHaveURL('/profile');

  await fromAccountMenu(page, owner.name, t['security.title']!);
  await expect(page.getByRole('heading', { level: 1, name: t['security.title'] })).toBeVisible();
  await page.getByRole('button', { name: t['security.totp.setUp'] }).click();
  await expect(page.getByRole('img', { name: t['security.totp.qrAlt'] })).toBeVisible();
  const key = await page
    .getByRole('textbox', { name: t['security.totp.secretLabel'] })
    .inputValue();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: t['security.factor.code'] }).fill(await totpCode(key));
  await page.getByRole('button', { name: t['security.totp.confirm'], exact: true }).click();

  // The recovery codes, shown this once: downloaded as a text file before the dialog closes.
  const shown = page.getByRole('dialog', { name: t['security.recovery.shownTitle'] });
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  const codes = (await shown.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await shown.getByRole('button', { name: t['security.recovery.download'] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(t['security.recovery.fileName']);
  const file = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await shown.getByRole('button', { name: t['security.recovery.stored'] }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(fill(t['security.recovery.left']!, { count: 10 }))).toBeVisible();
  await expect
    .poll(async () => (await mailsSent('security-factor-added', owner.email)).length)
    .toBe(1);

  // Signing in now takes the app's code after the password.
  await signOut(page, owner.name, 'nl');
  await sendPassword(page, owner.email, owner.password, 'nl');
  await expect(
    page.getByRole('heading', { level: 1, name: t['security.twoFactor.title'] }),
  ).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: t['security.factor.code'] }).fill(await totpCode(key));
  await page.getByRole('button', { name: t['security.twoFactor.verify'], exact: true }).click();
  await expect(page).toHaveURL('/profile');

  // Or one of the recovery codes, which then is used up.
  await signOut(page, owner.name, 'nl');
  await sendPassword(page, owner.email, owner.password, 'nl');
  await page.getByRole('button', { name: t['security.factor.switchRecovery'] }).click();
  await page.getByRole('textbox', { name: t['security.factor.recoveryCode'] }).fill(codes[0]!);
  await page.getByRole('button', { name: t['security.twoFactor.verify'], exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await page.goto('/settings/security');
  await expect(page.getByText(fill(t['security.recovery.left']!, { count: 9 }))).toBeVisible();
});

test('en: an owner adds a passkey in Chromium, then signs in with it alone and as the second step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts('en');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Chromium's virtual authenticator stands in for the device's (a fingerprint, a PIN).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const owner = await newAccount(page, 'passkey', 'Jesse de Wit');
  await sendPassword(page, owner.email, owner.password, 'en');
  await expect(page).toHaveURL('/profile');

  await page.goto('/settings/security');
  await page.getByRole('textbox', { name: t['security.passkeys.name'] }).fill('This laptop');
  await page.getByRole('button', { name: t['security.passkeys.add'] }).click();
  const shown = page.getByRole('dialog', { name: t['security.recovery.shownTitle'] });
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  await shown.getByRole('button', { name: t['security.recovery.stored'] }).click();
  const passkeys = page.getByRole('list', { name: t['security.passkeys.listLabel'] });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('This laptop');
  await expect(passkeys).toContainText(t['security.passkeys.neverUsed']!);
  await expectAccessible(page);

  // The passkey alone signs in: no address, no password.
  await signOut(page, owner.name, 'en');
  await page.goto('/login');
  await page.getByRole('button', { name: t['security.passkeySignIn.button'] }).click();
  await expect(page).toHaveURL('/profile');
  expect(await sessionCookie(page)).toBeDefined();

  // After the password, the passkey is the second step (the account has no authenticator app).
  await signOut(page, owner.name, 'en');
  await sendPassword(page, owner.email, owner.password, 'en');
  await expect(page.getByText(t['security.factor.passkeyText']!)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t['security.factor.usePasskey'], exact: true }).click();
  await expect(page).toHaveURL('/profile');

  await page.goto('/settings/security');
  await expect(passkeys).toContainText(fill(t['security.passkeys.lastUsed']!, { date: '' }).trim());
  // Where the account is signed in: the sessions of this browser ended at logout; the one the
  // sign-up through the API opened is still there, beside this one, and can be signed out here.
  const sessions = page.getByRole('list', { name: t['security.sessions.listLabel'] });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(t['security.sessions.current']!)).toBeVisible();
  await expectAccessible(page);
  await sessions
    .getByRole('button', { name: new RegExp(`^${t['security.sessions.end']}`) })
    .click();
  await expect(page.getByText(t['security.sessions.ended']!)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(t['security.sessions.onlyThis']!)).toBeVisible();
});
