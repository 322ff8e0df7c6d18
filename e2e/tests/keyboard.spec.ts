import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../app-test';

const api = '/pifworld/api/v1';

interface Fundraiser {
  id: number;
  name: string;
  nonprofit: { id: number } | null;
}

/** A seeded fundraiser whose non-profit offers donation packages (the journey picks one). */
async function fundraiserWithPackages(request: APIRequestContext): Promise<Fundraiser> {
  const list = (await (await request.get(`${api}/fundraisers?per_page=50`)).json()) as {
    data: Fundraiser[];
  };
  for (const fundraiser of list.data) {
    if (!fundraiser.nonprofit) continue;
    const res = await request.get(`${api}/donation-packages/nonprofit/${fundraiser.nonprofit.id}`);
    const packages = (await res.json()) as { data: unknown[] };
    if (packages.data.length > 0) return fundraiser;
  }
  throw new Error('no seeded fundraiser has donation packages');
}

/**
 * What is wrong with the focus indicator of the focused element, or null when it has one: an
 * outline or a box shadow, on the element or on its ::after (a card's title link draws its ring
 * around the whole card that way). Mantine's inputs also change their border colour, which alone
 * is too faint to rely on.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    if (shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after'))) return null;
    return `no visible focus on <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * The header search box is swapped for the full search the moment it gains focus: for the few
 * milliseconds of the swap nothing has focus, then the new box has it. Both checks below look
 * again when they land in that moment.
 */
async function expectFocusVisible(page: Page) {
  await expect.poll(() => focusProblem(page), { timeout: 1_000, intervals: [50] }).toBeNull();
}

/** Whether `locator` has the focus, found and checked in one step in the page. */
async function isFocused(locator: Locator): Promise<boolean> {
  const page = locator.page();
  for (let attempt = 0; attempt < 20; attempt++) {
    const focused = await locator.evaluateAll((elements) =>
      elements.some((el) => el === document.activeElement),
    );
    if (focused) return true;
    const settled = await page.evaluate(() => document.activeElement !== document.body);
    if (settled) {
      return locator.evaluateAll((elements) =>
        elements.some((el) => el === document.activeElement),
      );
    }
    await page.waitForTimeout(50);
  }
  return false;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that the
 * focused element shows it.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/** After a route change, focus is on the new screen's h1. */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expectFocusVisible(page);
}

test('a donor finds a fundraiser, chooses a package and pays through the sandbox with the keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const fundraiser = await fundraiserWithPackages(request);
  const main = page.getByRole('main');
  await page.goto('/');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // On this test platform the notice at the very top comes first, with its link to the e-mails
  // sent (a live platform has no notice); then the skip link, visible when focused.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('note').getByRole('link', { name: 'See the e-mails it sent' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);

  // The header search finds the fundraiser; arrows choose it, Enter opens it.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the platform' });
  await tabTo(page, search);
  await page.keyboard.type(fundraiser.name);
  const option = page.getByRole('option', { name: new RegExp(fundraiser.name) }).first();
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${fundraiser.id}$`));
  await expectHeadingFocused(page, fundraiser.name);

  // The share dialog keeps focus inside while open and gives it back to its button on Escape.
  const share = main.getByRole('button', { name: 'Share' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  // Donate Now, back along the buttons.
  await tabTo(page, main.getByRole('link', { name: 'Donate Now' }).first(), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\//);
  await expectHeadingFocused(page, fundraiser.name);

  // A package: a toggle button that Space presses; it fills in the amount.
  const packages = main.getByRole('list', { name: 'Suggested amounts' });
  const firstPackage = packages.getByRole('button').first();
  await tabTo(page, firstPackage);
  await page.keyboard.press('Space');
  await expect(firstPackage).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByLabel('Amount in euros')).not.toHaveValue('');

  // The donor's name and e-mail, typed.
  await tabTo(page, main.getByRole('textbox', { name: 'Your name' }));
  await page.keyboard.type('Kees Keyboard');
  await tabTo(page, main.getByRole('textbox', { name: 'E-mail address' }));
  await page.keyboard.type(`keyboard-${Date.now()}@example.org`);

  await tabTo(page, main.getByRole('button', { name: 'DONATE' }));
  await page.keyboard.press('Enter');
  // The checkout is another site in real life (Mollie): the browser loads it afresh, so focus
  // starts at the top of the page there and on the way back.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Paid' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&lang=en$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Thank you for your donation!' }),
  ).toBeVisible();

  // From the result page on to the fundraiser, by keyboard: focus lands on its heading again.
  await tabTo(page, main.getByRole('link', { name: new RegExp(`^Back to`) }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, fundraiser.name);
});
