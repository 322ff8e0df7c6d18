import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { resetLinkFor, sessionCookie, sessionToken, uniqueEmail } from '../support';

/** What a person reads and clicks, per language. */
const ui = {
  en: {
    signUpNav: 'Sign up',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    signUp: 'Sign up',
    login: 'Login',
    logout: 'Logout',
    forgotLink: 'Forgot your password?',
    resetButton: 'Reset Password',
    linkSent: 'Reset Link Sent',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    saveNew: 'Save new password',
    changed: 'Password changed',
  },
  nl: {
    signUpNav: 'Registreren',
    name: 'Naam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    confirm: 'Bevestig je wachtwoord',
    signUp: 'Registreren',
    login: 'Inloggen',
    logout: 'Uitloggen',
    forgotLink: 'Wachtwoord vergeten?',
    resetButton: 'Wachtwoord herstellen',
    linkSent: 'Herstellink verstuurd',
    newPassword: 'Nieuw wachtwoord',
    confirmNew: 'Bevestig je nieuwe wachtwoord',
    saveNew: 'Nieuw wachtwoord opslaan',
    changed: 'Wachtwoord gewijzigd',
  },
} as const;

type Words = (typeof ui)[keyof typeof ui];

/** A field of the page's main form, by its label. */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** Fills in and sends the sign-up form; lands on the new profile. */
async function signUp(page: Page, words: Words, name: string, email: string, password: string) {
  await field(page, words.name).fill(name);
  await field(page, words.email).fill(email);
  await field(page, words.password).fill(password);
  await field(page, words.confirm).fill(password);
  await mainButton(page, words.signUp).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function logIn(page: Page, words: Words, email: string, password: string) {
  await field(page, words.email).fill(email);
  await field(page, words.password).fill(password);
  await mainButton(page, words.login).click();
}

async function logOut(page: Page, words: Words, name: string) {
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  await page.getByRole('menuitem', { name: words.logout }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: words.login, exact: true }),
  ).toBeVisible();
  // The API clears its cookies in its answer to POST /logout.
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'pifworld_csrf',
  );
}

/**
 * The session as the web app has it after a sign-in (ADR 039): an HttpOnly, SameSite=Lax cookie
 * its scripts cannot read (`sessionCookie` also checks document.cookie and local storage), and
 * the CSRF cookie they can. A reload stays signed in, and so do pages the server renders for a
 * visitor, with or without the app's copy of the user, without a React error.
 */
async function expectCookieSession(page: Page, name: string) {
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )pifworld_csrf=[\w-]{43}($|;)/);

  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  const account = page.getByRole('banner').getByRole('button', { name, exact: true });
  for (const path of ['/about', '/discover']) {
    expect(await (await page.request.get(path)).text()).toContain('id="server-state"');
  }
  await page.goto('/about');
  await expect(account).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('user'));
  await page.goto('/discover');
  await expect(account).toBeVisible();
  page.off('pageerror', onPageError);
  page.off('console', onConsole);
  expect(errors).toEqual([]);
}

for (const language of ['en', 'nl'] as const) {
  test(`${language}: sign up, log out, log in, reset the password by e-mail, log in with the new one`, async ({
    page,
  }) => {
    // Four password hashes, a reset e-mail and the spec's 5-second success message; the first
    // journey of a run also meets a cold server and browser cache (32 s once on CI).
    test.setTimeout(90_000);
    const words = ui[language];
    const name = language === 'en' ? 'Jesse Mulder' : 'Femke de Boer';
    const email = uniqueEmail(`journey-${language}`);
    const first = 'first-password-1';
    const second = 'second-password-2';

    await page.goto('/');
    if (language === 'nl') {
      await page.getByRole('banner').locator('label').filter({ hasText: 'NL' }).click();
    }
    await page
      .getByRole('banner')
      .getByRole('link', { name: words.signUpNav, exact: true })
      .click();
    await expect(page).toHaveURL('/sign-up');
    await signUp(page, words, name, email, first);
    await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
    expect(await sessionCookie(page)).toBeDefined();

    await logOut(page, words, name);
    await page.goto('/login');
    await logIn(page, words, email, first);
    await expect(page).toHaveURL('/profile');
    await expectCookieSession(page, name);
    await logOut(page, words, name);
    // Signed out for good: a reload does not sign back in.
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('link', { name: words.login, exact: true }),
    ).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: words.forgotLink }).click();
    await expect(page).toHaveURL('/forgot-password');
    // The login form may show until the next screen has loaded: type once that screen is there.
    await expect(page.getByRole('heading', { level: 1, name: words.forgotLink })).toBeVisible();
    await field(page, words.email).fill(email);
    await page.getByRole('button', { name: words.resetButton }).click();
    await expect(page.getByText(words.linkSent)).toBeVisible();

    const link = await resetLinkFor(email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await field(page, words.newPassword).fill(second);
    await field(page, words.confirmNew).fill(second);
    await page.getByRole('button', { name: words.saveNew }).click();
    await expect(page.getByText(words.changed)).toBeVisible();
    // The success message closes after 5 seconds and leads to the login page.
    await expect(page).toHaveURL('/login', { timeout: 8_000 });

    await logIn(page, words, email, first);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');

    await logIn(page, words, email, second);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
}

test('Google sign-in through the OpenID provider lands on the profile', async ({ page }) => {
  const login = `google-${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Google' }).click();

  // The provider's own sign-in and consent pages.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: `Test ${login}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`${login}@example.org`)).toBeVisible();
});

test('deleting the profile signs out, and the old token is refused', async ({ page, request }) => {
  const email = uniqueEmail('leaving');
  await page.goto('/sign-up');
  await signUp(page, ui.en, 'Leaving Soon', email, 'farewell-note-1');
  const token = await sessionToken(page);
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!);

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog.getByText('This will permanently delete your profile.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();

  await expect(page.getByText('Your profile has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: ui.en.login, exact: true }),
  ).toBeVisible();
  // The cookie left in the browser signs nobody in, and the API clears it when it meets it.
  expect((await page.request.get('/pifworld/api/v1/user')).status()).toBe(401);
  expect(await sessionCookie(page)).toBeUndefined();

  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(`/pifworld/api/v1/user/${user.id}`, { headers })).status()).toBe(401);
  expect((await request.get(`/pifworld/api/v1/user/${user.id}`)).status()).toBe(404);

  await page.goto('/login');
  await logIn(page, ui.en, email, 'farewell-note-1');
  await expect(
    page.getByText('Invalid credentials. Please check your email and password.'),
  ).toBeVisible();
});
