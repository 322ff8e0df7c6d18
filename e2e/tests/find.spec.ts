import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { expectAccessible, texts } from '../support';

type Language = 'en' | 'nl';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function inLanguage(page: Page, language: Language) {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['en', 'nl'] as const) {
  const all = texts(language);
  const say = (key: string) => {
    const value = all[key];
    if (!value) throw new Error(`no text ${key}`);
    return value;
  };

  test(`home leads with causes: a fundraiser's card on a phone's first screen (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await inLanguage(page, language);
    await page.evaluate(() => window.scrollTo(0, 0));

    const causes = page.getByRole('region', { name: say('homeFundraisers.heading') });
    const card = causes.getByRole('listitem').first();
    const picture = card.locator('img').first();
    await expect(picture).toBeInViewport({ ratio: 1 });
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('progressbar')).toBeInViewport({ ratio: 1 });
    // The card opens the fundraiser's page.
    await expect(card.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/fundraiser-details\/\d+$/,
    );
    await expectAccessible(page);
    await page.setViewportSize(desktop);
    await expectAccessible(page);
  });

  test(`Enter in the header search opens the results page (${language})`, async ({ page }) => {
    await page.setViewportSize(language === 'en' ? desktop : phone);
    await inLanguage(page, language);
    const header = page.getByRole('banner');
    let box = header.getByRole('combobox', { name: say('search.label') });
    if (language === 'nl') {
      // On a phone the search is in the menu.
      await header.getByRole('button', { name: say('header.openMenu') }).click();
      box = page
        .getByRole('dialog', { name: say('header.menuTitle') })
        .getByRole('combobox', { name: say('search.label') });
    }
    await box.click();
    await box.pressSequentially('plastik');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=plastik$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: say('searchResults.heading').replace('{{query}}', 'plastik'),
      }),
    ).toBeVisible();
    const nonprofits = page.getByRole('region', { name: say('searchResults.groups.nonprofit') });
    await expect(nonprofits.getByRole('link', { name: 'Schone Kust Collectief' })).toBeVisible();
    await expect(page.getByText(say('searchResults.didYouMean'), { exact: false })).toBeVisible();
    await expectAccessible(page);

    // The address is the search: opened afresh (rendered by the server), it shows the same.
    await page.reload();
    await expect(nonprofits.getByRole('link', { name: 'Schone Kust Collectief' })).toBeVisible();
    await page.setViewportSize(language === 'en' ? phone : desktop);
    await expectAccessible(page);

    // Nothing found: a suggestion where there is one, and popular causes instead of a dead end.
    await page.goto('/search?q=zzqqxxyy');
    await expect(
      page.getByText(say('searchResults.noResults').replace('{{query}}', 'zzqqxxyy')),
    ).toBeVisible();
    const popular = page.getByRole('region', { name: say('searchResults.popular') });
    await expect(popular.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the results page is rendered by the server, with its results', async ({ request }) => {
  const html = await (await request.get('/search?q=plastic')).text();
  expect(html).toContain('Schone Kust Collectief');
});
