import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import { expectAccessible, texts, totpCode, uniqueEmail } from '../support';

/**
 * The operator's console, as the demo operator (README) uses it, and as a user who is
 * not one meets it. Operators sign in with a second factor: the demo operator's authenticator app
 * is set up by the first journey that needs it, and its key kept beside the server's data.
 */

const OPERATOR = { email: 'admin@pifworld.org', password: 'admin-password' };
const api = (path: string) => `/pifworld/api/v1${path}`;
/** The key of the demo operator's authenticator app in this run (the server's data is new). */
const operatorKeyFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.data',
  'operator-totp-key',
);

async function sendPassword(page: Page, email: string, password: string, language: 'en' | 'nl') {
  await page.goto(language === 'nl' ? '/login?lang=nl' : '/login');
  const main = page.getByRole('main');
  await main.locator('input[type="email"]').fill(email);
  await main.locator('input[type="password"]').fill(password);
  await main
    .getByRole('button', { name: texts(language)['auth.login.submit'], exact: true })
    .click();
}

async function signIn(page: Page, email: string, password: string, language: 'en' | 'nl' = 'en') {
  await sendPassword(page, email, password, language);
  await expect(page).toHaveURL('/profile');
}

/** A session of the demo operator through the API: its password, then its code if it has one. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await (await request.post(api('/login'), { data: OPERATOR })).json();
  if (login.token) return login.token as string;
  const finished = await request.post(api('/login/two-factor'), {
    data: {
      challenge: login.two_factor.challenge,
      code: await totpCode(readFileSync(operatorKeyFile, 'utf8')),
    },
  });
  expect(finished.status()).toBe(200);
  return (await finished.json()).token as string;
}

/** The demo operator has an authenticator app (set up through the API unless it has one). */
async function operatorWithSecondFactor(request: APIRequestContext): Promise<string> {
  if (existsSync(operatorKeyFile)) return readFileSync(operatorKeyFile, 'utf8');
  const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
  // A session just signed in to needs no further proof to start a factor.
  const { secret } = await (await request.post(api('/user/totp'), { headers })).json();
  const confirmed = await request.post(api('/user/totp/confirm'), {
    headers,
    data: { code: await totpCode(secret) },
  });
  expect(confirmed.status()).toBe(200);
  writeFileSync(operatorKeyFile, secret);
  return secret as string;
}

/** The demo operator signs in through the form: password, then the authenticator app's code. */
async function signInOperator(page: Page, language: 'en' | 'nl' = 'en') {
  const t = texts(language);
  const key = await operatorWithSecondFactor(page.request);
  await sendPassword(page, OPERATOR.email, OPERATOR.password, language);
  await page.getByRole('textbox', { name: t['security.factor.code'] }).fill(await totpCode(key));
  await page.getByRole('button', { name: t['security.twoFactor.verify'], exact: true }).click();
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
  const password = 'quiet-harbor-33';
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

test('nl: the operator without a second factor is sent to set one up, and then opens the console', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = texts('nl');
  // As the demo data has it: no second factor yet (an earlier journey may have set one up).
  if (existsSync(operatorKeyFile)) {
    const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
    expect((await request.delete(api('/user/totp'), { headers })).status()).toBe(200);
    rmSync(operatorKeyFile);
  }
  await page.addInitScript(() => localStorage.setItem('language', 'nl'));
  await signIn(page, OPERATOR.email, OPERATOR.password, 'nl');
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: t['security.operator.title'] }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: t['console.navLabel'] })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: t['security.operator.action'] }).click();

  await expect(page.getByRole('heading', { level: 1, name: t['security.title'] })).toBeVisible();
  await page.getByRole('button', { name: t['security.totp.setUp'] }).click();
  const key = await page
    .getByRole('textbox', { name: t['security.totp.secretLabel'] })
    .inputValue();
  await page.getByRole('textbox', { name: t['security.factor.code'] }).fill(await totpCode(key));
  await page.getByRole('button', { name: t['security.totp.confirm'], exact: true }).click();
  await page
    .getByRole('dialog', { name: t['security.recovery.shownTitle'] })
    .getByRole('button', { name: t['security.recovery.stored'] })
    .click();
  // The other journeys sign the operator in with this app.
  writeFileSync(operatorKeyFile, key.replace(/\s+/g, ''));

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: t['console.title'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t['console.navLabel'] })).toBeVisible();
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
  await signInOperator(operator);
  await operator.getByRole('button', { name: /Platform Operator/ }).click();
  await operator.getByRole('menuitem', { name: 'Operator console' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
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

/** A text of the interface with its `{{name}}` placeholders filled in. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');

for (const language of ['en', 'nl'] as const) {
  test(`${language}: the operator refunds a donation a visitor made, and blocks an account, which is signed out at once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const inLanguage = async () => {
      const context = await browser.newContext();
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      return waitsForApp(await context.newPage());
    };
    // A visitor gives 25 euros to a fundraiser through the payment sandbox.
    const list = await (await request.get(api('/fundraisers?per_page=1'))).json();
    const fundraiser = list.data[0] as { id: number; name: string };
    const page = await inLanguage();
    await page.goto(`/payment/x?type=fundraiser&id=${fundraiser.id}`);
    await page.getByLabel(t['donations.amount.label']!).fill('25');
    await page.getByRole('button', { name: t['donations.payment.donate'] }).click();
    await page.getByRole('button', { name: t['payments.status.paid'], exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?ref=/);
    const reference = new URL(page.url()).searchParams.get('ref')!;

    const operator = await inLanguage();
    await signInOperator(operator, language);
    await operator.goto('/admin/donations');
    await operator.getByRole('textbox', { name: t['consoleDonations.search'] }).fill(reference);
    await operator.getByRole('button', { name: t['consoleDonations.apply'], exact: true }).click();
    const row = operator.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expectAccessible(operator);
    await row
      .getByRole('button', { name: fill(t['consoleDonations.refundLabel']!, { reference }) })
      .click();
    const refund = operator.getByRole('dialog', { name: t['donations.owner.refund.title'] });
    await refund.getByRole('textbox', { name: t['donations.owner.refund.amount'] }).fill('10');
    await refund
      .getByRole('textbox', { name: t['consolePeople.blockDialog.reason'] })
      .fill('Given twice by mistake');
    await refund.getByRole('button', { name: t['consoleDonations.refund'], exact: true }).click();
    await expect(operator.getByText(t['consoleDonations.refundDone']!)).toBeVisible();
    await expect(row).toContainText(fill(t['consoleDonations.refunded']!, { amount: '' }).trim());

    // An account is blocked: its session ends at once, and signing in again is refused.
    const email = uniqueEmail(`to-block-${language}`);
    const password = 'quiet-harbor-33';
    expect(
      (
        await request.post(api('/register'), {
          data: { name: 'Blocked Person', email, password, password_confirmation: password },
        })
      ).status(),
    ).toBe(201);
    const person = await inLanguage();
    await signIn(person, email, password, language);

    await operator.goto('/admin/people');
    await operator.getByRole('searchbox', { name: t['consolePeople.search'] }).fill(email);
    await operator.getByRole('button', { name: t['consolePeople.apply'], exact: true }).click();
    await operator.getByRole('link', { name: 'Blocked Person' }).click();
    await operator.getByRole('button', { name: t['consolePeople.actions.block'] }).click();
    const block = operator.getByRole('dialog', { name: t['consolePeople.blockDialog.title'] });
    await block
      .getByRole('textbox', { name: t['consolePeople.blockDialog.reason'] })
      .fill('Fake fundraisers');
    await block.getByRole('button', { name: t['consolePeople.blockDialog.confirm'] }).click();
    await expect(
      operator.getByText(new RegExp(`^${t['consolePeople.blockedSince']!.split('{{')[0]}`)),
    ).toBeVisible();

    await person.goto('/orders');
    await expect(person).toHaveURL('/login');
    const main = person.getByRole('main');
    await main.locator('input[type="email"]').fill(email);
    await main.locator('input[type="password"]').fill(password);
    await main.getByRole('button', { name: t['auth.login.submit'], exact: true }).click();
    await expect(person.getByText(t['server.messages.admin.blocked']!)).toBeVisible();
  });
}

for (const language of ['en', 'nl'] as const) {
  test(`${language}: the operator verifies a non-profit and deactivates a fundraiser; the public pages follow at once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const nonprofits = (await (await request.get(api('/nonprofits?per_page=100'))).json()).data as {
      id: number;
      name: string;
      verified: boolean;
    }[];
    const unverified = nonprofits.filter((nonprofit) => !nonprofit.verified)[
      language === 'en' ? 0 : 1
    ]!;
    const fundraisers = (await (await request.get(api('/fundraisers?per_page=100'))).json())
      .data as { id: number; name: string }[];
    const fundraiser = fundraisers.at(language === 'en' ? -1 : -2)!;
    // A visitor reads the fundraiser's name in their language; the console lists it as written.
    const shown = (
      (await (await request.get(api(`/fundraisers?per_page=100&lang=${language}`))).json())
        .data as { id: number; name: string }[]
    ).find((item) => item.id === fundraiser.id)!.name;
    const named = (action: string, name: string) =>
      fill(t['consolePages.named']!, { action: t[`consolePages.${action}`]!, name });

    const inLanguage = async () => {
      const context = await browser.newContext();
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      return waitsForApp(await context.newPage());
    };
    const page = await inLanguage();
    const operator = await inLanguage();
    await signInOperator(operator, language);
    await operator.goto('/admin/pages');
    const search = operator.getByRole('searchbox', { name: t['consolePages.search'] });
    const searchFor = async (name: string) => {
      await search.fill(name);
      await operator.getByRole('button', { name: t['consolePages.apply'], exact: true }).click();
    };
    await searchFor(unverified.name);
    await operator.getByRole('button', { name: named('verify', unverified.name) }).click();
    const check = operator.getByRole('dialog', { name: t['consolePages.verifyDialog.title'] });
    await check.getByRole('textbox', { name: t['consolePages.verifyDialog.kvk'] }).fill('41197298');
    await check
      .getByRole('textbox', { name: t['consolePages.verifyDialog.rsin'], exact: false })
      .fill('820646660');
    await check
      .getByRole('radio', { name: t['consolePages.verifyDialog.anbiYes'], exact: true })
      .check();
    await check
      .getByRole('textbox', { name: t['consolePages.verifyDialog.reason'] })
      .fill('Found in the KvK and ANBI registers');
    await expectAccessible(operator);
    await check.getByRole('button', { name: t['consolePages.verifyDialog.confirm'] }).click();
    await expect(
      operator.getByText(fill(t['consolePages.notices.verified']!, { name: unverified.name })),
    ).toBeVisible();
    await page.goto(`/nonprofit-details/${unverified.id}`);
    await expect(page.getByText(t['details.verified']!, { exact: true })).toBeVisible();
    await expect(page.getByTestId('verified-line')).toContainText(
      fill(t['details.verifiedOn']!, { date: '' }).trim(),
    );

    // Before: the header search finds the fundraiser.
    const headerSearch = page
      .getByRole('banner')
      .getByRole('combobox', { name: t['search.label'] });
    await page.goto('/');
    await headerSearch.fill(shown);
    await expect(page.getByRole('option', { name: new RegExp(shown) })).toBeVisible();

    await searchFor(fundraiser.name);
    await operator.getByRole('button', { name: named('deactivate', fundraiser.name) }).click();
    const dialog = operator.getByRole('dialog', { name: t['consolePages.deactivateDialog.title'] });
    await dialog
      .getByRole('textbox', { name: t['consolePages.deactivateDialog.reason'] })
      .fill('The organiser asked us to pause it');
    await dialog.getByRole('button', { name: t['consolePages.deactivateDialog.confirm'] }).click();
    await expect(
      operator.getByText(fill(t['consolePages.notices.deactivated']!, { name: fundraiser.name })),
    ).toBeVisible();

    // After: neither the header search nor discover's fundraisers find it; its page is gone.
    await page.goto('/');
    const searched = page.waitForResponse((response) =>
      response.url().includes(`/universal-search/${encodeURIComponent(shown)}`),
    );
    await headerSearch.fill(shown);
    await searched;
    await expect(page.getByRole('option', { name: new RegExp(shown) })).toHaveCount(0);
    await page.goto('/discover');
    await page.getByRole('tab', { name: t['discover.tabs.fundraiser'] }).click();
    await page.getByLabel(t['discover.search.fundraiser']!).fill(shown);
    await expect(page.getByText(t['discover.empty.fundraiser']!)).toBeVisible();
    const gone = await page.goto(`/fundraiser-details/${fundraiser.id}`);
    expect(gone?.status()).toBe(404);
    await expectAccessible(operator);

    // Back as they were, for the other journeys.
    await operator.getByRole('button', { name: named('reactivate', fundraiser.name) }).click();
    await expect(
      operator.getByText(fill(t['consolePages.notices.reactivated']!, { name: fundraiser.name })),
    ).toBeVisible();
    await searchFor(unverified.name);
    await operator.getByRole('button', { name: named('unverify', unverified.name) }).click();
    const taken = operator.getByRole('dialog', { name: t['consolePages.unverifyDialog.title'] });
    await taken
      .getByRole('textbox', { name: t['consolePages.unverifyDialog.reason'] })
      .fill('Back as it was for the other journeys');
    await taken.getByRole('button', { name: t['consolePages.unverifyDialog.confirm'] }).click();
    await expect(
      operator.getByText(fill(t['consolePages.notices.unverified']!, { name: unverified.name })),
    ).toBeVisible();
  });
}

test('the operator edits the About hero in Dutch and overrides a header text: both show without a rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const operator = await (await browser.newContext()).newPage();
  await signInOperator(operator);

  await operator.goto('/admin/content/pages/about');
  await operator
    .getByRole('radiogroup', { name: 'Language of the texts' })
    .getByText('Dutch')
    .click();
  const hero = operator.getByRole('region', { name: 'Block 1: Hero' });
  const heading = hero.getByRole('textbox', { name: /^Heading/ });
  const before = await heading.inputValue();
  await heading.fill('Samen maken we het verschil');
  await operator.getByRole('button', { name: 'Publish', exact: true }).click();
  await operator
    .getByRole('dialog', { name: 'Publish this page?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expect(operator.getByText('The page is published.')).toBeVisible();
  await page.goto('/about?lang=nl');
  await expect(page.getByRole('heading', { name: 'Samen maken we het verschil' })).toBeVisible();

  await operator.goto('/admin/translations');
  await operator.getByRole('searchbox', { name: 'Search keys and texts' }).fill('header.blogs');
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  /** The override field of header.blogs in a language, and its form's buttons. */
  const override = (language: 'English' | 'Dutch') => {
    const field = operator.getByRole('textbox', { name: `${language} override of header.blogs` });
    const press = (name: string) =>
      operator.locator('form').filter({ has: field }).getByRole('button', { name }).click();
    return {
      save: async (text: string) => {
        await field.fill(text);
        await press('Save');
        await expect(operator.getByText('Saved. The new text is shown at once.')).toBeVisible();
      },
      reset: () => press('Use bundled text'),
    };
  };
  await override('English').save('Stories');
  // The operator's own header changes at once; a visitor's page shows it too.
  await expect(operator.getByRole('banner').getByRole('link', { name: 'Stories' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stories' })).toBeVisible();

  // The Dutch text of the same key: a Dutch visitor's header shows it, until it is reset.
  await override('Dutch').save('Verhalen');
  await page.goto('/?lang=nl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Verhalen' })).toBeVisible();
  await override('Dutch').reset();
  await expect(operator.getByText('The bundled text is shown again.')).toBeVisible();
  await page.goto('/?lang=nl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blogs' })).toBeVisible();

  // Back as they were, for the other journeys.
  await override('English').reset();
  await expect(operator.getByRole('banner').getByRole('link', { name: 'Blogs' })).toBeVisible();
  await operator.goto('/admin/content/pages/about');
  await operator
    .getByRole('radiogroup', { name: 'Language of the texts' })
    .getByText('Dutch')
    .click();
  await heading.fill(before);
  await operator.getByRole('button', { name: 'Publish', exact: true }).click();
  await operator
    .getByRole('dialog', { name: 'Publish this page?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expect(operator.getByText('The page is published.')).toBeVisible();
});

for (const language of ['en', 'nl'] as const) {
  test(`${language}: the verification checklist, the verified line and the user menu, by keyboard, at phone and desktop width`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = texts(language);
    const nonprofits = (await (await request.get(api('/nonprofits?per_page=100'))).json()).data as {
      id: number;
      name: string;
      verified: boolean;
    }[];
    const unverified = nonprofits.filter((nonprofit) => !nonprofit.verified)[
      language === 'en' ? 0 : 1
    ]!;
    const context = await browser.newContext();
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const operator = waitsForApp(await context.newPage());
    // The drawer and the dialogs are checked when they are open, not while they fade in.
    await operator.emulateMedia({ reducedMotion: 'reduce' });
    const shot = async (name: string) => {
      const file = testInfo.outputPath(`${language}-${name}.png`);
      await operator.screenshot({ path: file });
      await testInfo.attach(`${language}-${name}`, { path: file, contentType: 'image/png' });
    };
    await signInOperator(operator, language);

    // The user menu: My donations beside Profile and Logout.
    for (const width of [1280, 390]) {
      await operator.setViewportSize({ width, height: 800 });
      await operator.goto('/profile');
      const menu =
        width === 1280
          ? operator.getByRole('banner').getByRole('button', { name: /Platform Operator/ })
          : operator.getByRole('banner').getByRole('button', { name: t['header.openMenu'] });
      await menu.first().click();
      const link =
        width === 1280
          ? operator.getByRole('menuitem', { name: t['header.myDonations'] })
          : operator.getByRole('dialog').getByRole('link', { name: t['header.myDonations'] });
      await expect(link).toBeVisible();
      await expectAccessible(operator);
      await shot(`user-menu-${width}`);
      await operator.keyboard.press('Escape');
    }

    // The checklist, filled in and sent with the keyboard only.
    for (const width of [390, 1280]) {
      await operator.setViewportSize({ width, height: 900 });
      await operator.goto('/admin/pages');
      await operator
        .getByRole('searchbox', { name: t['consolePages.search'] })
        .fill(unverified.name);
      await operator.keyboard.press('Enter');
      const verify = operator.getByRole('button', {
        name: fill(t['consolePages.named']!, {
          action: t['consolePages.verify']!,
          name: unverified.name,
        }),
      });
      await verify.focus();
      await operator.keyboard.press('Enter');
      const dialog = operator.getByRole('dialog', { name: t['consolePages.verifyDialog.title'] });
      const kvk = dialog.getByRole('textbox', { name: t['consolePages.verifyDialog.kvk'] });
      await expect(kvk).toBeFocused();
      await operator.keyboard.type('4119 7298');
      await operator.keyboard.press('Tab');
      await operator.keyboard.type('820646661');
      await operator.keyboard.press('Tab');
      await operator.keyboard.press('Space');
      await expect(
        dialog.getByRole('radio', { name: t['consolePages.verifyDialog.anbiYes'], exact: true }),
      ).toBeChecked();
      await operator.keyboard.press('Tab');
      await operator.keyboard.type('KvK en ANBI-register bekeken');
      await operator.keyboard.press('Enter'); // a new line in the reason, not a submit
      await operator.keyboard.press('Tab'); // Cancel
      await operator.keyboard.press('Tab');
      await expect(
        dialog.getByRole('button', { name: t['consolePages.verifyDialog.confirm'] }),
      ).toBeFocused();
      await operator.keyboard.press('Enter');
      // The RSIN fails the eleven test: refused before anything is sent.
      await expect(
        dialog.getByText(t['consolePages.verifyDialog.problems.rsinInvalid']!),
      ).toBeVisible();
      await expectAccessible(operator);
      await shot(`verify-dialog-${width}`);
      await operator.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(verify).toBeFocused();
    }
    await verifyByDialog(operator, t, unverified.name);

    // The public page says when, in its language, beside the badge.
    for (const width of [390, 1280]) {
      await operator.setViewportSize({ width, height: 800 });
      await operator.goto(`/nonprofit-details/${unverified.id}`);
      const line = operator.getByTestId('verified-line');
      await expect(line).toContainText(fill(t['details.verifiedOn']!, { date: '' }).trim());
      await expect(line).toContainText(fill(t['details.anbiChecked']!, { date: '' }).trim());
      await expectAccessible(operator);
      await shot(`public-page-${width}`);
    }

    // Back as it was, for the other journeys.
    await operator.goto('/admin/pages');
    await operator.getByRole('searchbox', { name: t['consolePages.search'] }).fill(unverified.name);
    await operator.keyboard.press('Enter');
    await operator
      .getByRole('button', {
        name: fill(t['consolePages.named']!, {
          action: t['consolePages.unverify']!,
          name: unverified.name,
        }),
      })
      .click();
    const taken = operator.getByRole('dialog', { name: t['consolePages.unverifyDialog.title'] });
    await taken
      .getByRole('textbox', { name: t['consolePages.unverifyDialog.reason'] })
      .fill('Back as it was');
    await taken.getByRole('button', { name: t['consolePages.unverifyDialog.confirm'] }).click();
    await expect(
      operator.getByText(fill(t['consolePages.notices.unverified']!, { name: unverified.name })),
    ).toBeVisible();
    await context.close();
  });
}

/** Verifies a non-profit through the dialog, with a valid checklist. */
async function verifyByDialog(operator: Page, t: Record<string, string>, name: string) {
  await operator
    .getByRole('button', {
      name: fill(t['consolePages.named']!, { action: t['consolePages.verify']!, name }),
    })
    .click();
  const dialog = operator.getByRole('dialog', { name: t['consolePages.verifyDialog.title'] });
  await dialog.getByRole('textbox', { name: t['consolePages.verifyDialog.kvk'] }).fill('41197298');
  await dialog
    .getByRole('textbox', { name: t['consolePages.verifyDialog.rsin'] })
    .fill('820646660');
  await dialog
    .getByRole('radio', { name: t['consolePages.verifyDialog.anbiYes'], exact: true })
    .check();
  await dialog
    .getByRole('textbox', { name: t['consolePages.verifyDialog.reason'] })
    .fill('Found in the KvK and ANBI registers');
  await dialog.getByRole('button', { name: t['consolePages.verifyDialog.confirm'] }).click();
  await expect(
    operator.getByText(fill(t['consolePages.notices.verified']!, { name })),
  ).toBeVisible();
}
