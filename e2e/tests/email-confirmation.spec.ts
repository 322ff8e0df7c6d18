import { expect, test } from '../app-test';
import { closeSharePrompt, expectAccessible, texts, uniqueEmail } from '../support';

/**
 * A new account proves its address before it makes a page: sign up, read the confirmation
 * e-mail in the test platform's outbox, open its link, confirm, then register a non-profit. In
 * English at desktop width and in Dutch on a phone.
 */

const words = {
  en: {
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    signUp: 'Sign up',
  },
  nl: {
    name: 'Naam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    confirm: 'Bevestig je wachtwoord',
    signUp: 'Registreren',
  },
} as const;

for (const language of ['en', 'nl'] as const) {
  test(`${language}: sign up, confirm the address from the outbox, then create a page`, async ({
    page,
  }) => {
    test.setTimeout(75_000);
    const t = texts(language);
    const w = words[language];
    const email = uniqueEmail(`confirm-${language}`);
    const name = language === 'en' ? 'Robin Confirm' : 'Sanne Bevestigt';
    if (language === 'nl') await page.setViewportSize({ width: 390, height: 844 });
    // The language the person chose stays with them from page to page.
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/sign-up');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: w.name, exact: true }).fill(name);
    await main.getByRole('textbox', { name: w.email, exact: true }).fill(email);
    await main.getByRole('textbox', { name: w.password, exact: true }).fill('meadow-lantern-42');
    await main.getByRole('textbox', { name: w.confirm, exact: true }).fill('meadow-lantern-42');
    await main.getByRole('button', { name: w.signUp, exact: true }).click();
    await expect(page).toHaveURL('/profile');

    // The banner says where the link went.
    const banner = page.getByRole('region', { name: t['auth.confirmBanner.label']! });
    await expect(banner).toContainText(email);
    await expectAccessible(page);

    // The test platform's outbox holds the e-mail, in the account's language.
    await page.goto(`/outbox?to=${encodeURIComponent(email)}`);
    const mail = page
      .getByRole('article')
      .filter({ hasText: t['mail.emailConfirmation.subject']! })
      .first();
    await expect(mail).toBeVisible();
    await mail.getByRole('link', { name: /\/confirm-email\// }).click();
    await expect(page).toHaveURL(/\/confirm-email\/[\w-]{43}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t['auth.confirmEmail.title']! }),
    ).toBeVisible();
    await expectAccessible(page);
    await main.getByRole('button', { name: t['auth.confirmEmail.submit']! }).click();
    await expect(main.getByRole('status')).toContainText(t['auth.confirmEmail.doneTitle']!);
    await expect(banner).toBeHidden();

    // Now the account may make pages.
    await page.goto('/nonprofit-registration');
    const nonprofit = `Proven Shelter ${Date.now().toString(36)}`;
    await main
      .getByRole('textbox', { name: t['nonprofitPages.form.name']!, exact: true })
      .fill(nonprofit);
    await main
      .getByRole('textbox', { name: t['nonprofitPages.form.address']!, exact: true })
      .fill('Kade 3');
    await main
      .getByRole('button', { name: t['nonprofitPages.registration.submit']!, exact: true })
      .click();
    await expect(page).toHaveURL(/\/non-profit-profile\/\d+$/);
    await closeSharePrompt(page);
  });
}
