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

test('the operator refunds a donation a visitor made, and blocks an account, which is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // A visitor gives 25 euros to a fundraiser through the payment sandbox.
  const list = await (await request.get(api('/fundraisers?per_page=1'))).json();
  const fundraiser = list.data[0] as { id: number; name: string };
  await page.goto(`/payment/x?type=fundraiser&id=${fundraiser.id}`);
  await page.getByLabel('Amount in euros').fill('25');
  await page.getByRole('button', { name: 'DONATE' }).click();
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/\/payment-success\?ref=/);
  const reference = new URL(page.url()).searchParams.get('ref')!;

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, OPERATOR.email, OPERATOR.password);
  await operator.goto('/admin/donations');
  await operator
    .getByRole('textbox', { name: 'Reference, e-mail address or name' })
    .fill(reference);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  const row = operator.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expectAccessible(operator);
  await row.getByRole('button', { name: `Refund donation ${reference}` }).click();
  const refund = operator.getByRole('dialog', { name: 'Refund this donation' });
  await refund.getByRole('textbox', { name: /Amount to refund/ }).fill('10');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Given twice by mistake');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(operator.getByText('The refund is made; the donor is e-mailed.')).toBeVisible();
  await expect(row).toContainText('refunded');

  // An account is blocked: its session ends at once, and signing in again is refused.
  const email = uniqueEmail('to-block');
  const password = 'a-user-password';
  expect(
    (
      await request.post(api('/register'), {
        data: { name: 'Blocked Person', email, password, password_confirmation: password },
      })
    ).status(),
  ).toBe(201);
  const person = await (await browser.newContext()).newPage();
  await signIn(person, email, password);

  await operator.goto('/admin/people');
  await operator.getByRole('searchbox', { name: 'Name or e-mail address' }).fill(email);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('link', { name: 'Blocked Person' }).click();
  await operator.getByRole('button', { name: 'Block account' }).click();
  const block = operator.getByRole('dialog', { name: 'Block this account' });
  await block.getByRole('textbox', { name: 'Reason' }).fill('Fake fundraisers');
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(operator.getByText(/Blocked since/)).toBeVisible();

  await person.goto('/orders');
  await expect(person).toHaveURL('/login');
  const main = person.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    person.getByText('This account has been blocked. Contact us if you think this is a mistake.'),
  ).toBeVisible();
});

test('the operator verifies a non-profit and deactivates a fundraiser: the public pages follow at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const nonprofits = (await (await request.get(api('/nonprofits?per_page=100'))).json()).data as {
    id: number;
    name: string;
    verified: boolean;
  }[];
  const unverified = nonprofits.find((nonprofit) => !nonprofit.verified)!;
  const fundraisers = (await (await request.get(api('/fundraisers?per_page=100'))).json()).data as {
    id: number;
    name: string;
  }[];
  const fundraiser = fundraisers.at(-1)!;

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, OPERATOR.email, OPERATOR.password);
  await operator.goto('/admin/pages');
  const search = operator.getByRole('searchbox', { name: 'Name, owner or e-mail address' });
  await search.fill(unverified.name);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('button', { name: `Verify: ${unverified.name}` }).click();
  await expect(operator.getByText(`${unverified.name} is verified.`)).toBeVisible();
  await page.goto(`/nonprofit-details/${unverified.id}`);
  await expect(page.getByText('VERIFIED')).toBeVisible();

  // Before: the header search and discover find the fundraiser.
  const headerSearch = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search the platform' });
  await page.goto('/');
  await headerSearch.fill(fundraiser.name);
  await expect(page.getByRole('option', { name: new RegExp(fundraiser.name) })).toBeVisible();

  await search.fill(fundraiser.name);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('button', { name: `Deactivate: ${fundraiser.name}` }).click();
  const dialog = operator.getByRole('dialog', { name: 'Deactivate this page' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The organiser asked us to pause it');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(operator.getByText(new RegExp(`${fundraiser.name} is deactivated`))).toBeVisible();

  // After: neither the header search nor discover's fundraisers find it; its page is gone.
  await page.goto('/');
  const searched = page.waitForResponse((response) =>
    response.url().includes(`/universal-search/${encodeURIComponent(fundraiser.name)}`),
  );
  await headerSearch.fill(fundraiser.name);
  await searched;
  await expect(page.getByRole('option', { name: new RegExp(fundraiser.name) })).toHaveCount(0);
  await page.goto('/discover');
  await page.getByRole('tab', { name: 'Fundraisers' }).click();
  await page.getByLabel('Search fundraisers').fill(fundraiser.name);
  await expect(page.getByText('No Fundraisers Found')).toBeVisible();
  const gone = await page.goto(`/fundraiser-details/${fundraiser.id}`);
  expect(gone?.status()).toBe(404);

  // Back as they were, for the other journeys.
  await operator.getByRole('button', { name: `Reactivate: ${fundraiser.name}` }).click();
  await expect(operator.getByText(new RegExp(`${fundraiser.name} is active again`))).toBeVisible();
  await search.fill(unverified.name);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('button', { name: `Unverify: ${unverified.name}` }).click();
  await expect(operator.getByText(`${unverified.name} is no longer verified.`)).toBeVisible();
});

test('the operator edits the About hero in Dutch and overrides a header text: both show without a rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, OPERATOR.email, OPERATOR.password);

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
  const field = operator.getByRole('textbox', { name: 'English override of header.blogs' });
  await field.fill('Stories');
  await operator
    .locator('form')
    .filter({ has: field })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(operator.getByText('Saved. The new text is shown at once.')).toBeVisible();
  // The operator's own header changes at once; a visitor's page shows it too.
  await expect(operator.getByRole('banner').getByRole('link', { name: 'Stories' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stories' })).toBeVisible();

  // Back as they were, for the other journeys.
  await operator
    .locator('form')
    .filter({ has: field })
    .getByRole('button', { name: 'Use bundled text' })
    .click();
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
