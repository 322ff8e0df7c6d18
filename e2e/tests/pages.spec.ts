import { deflateSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { closeSharePrompt, confirmAddress, uniqueEmail } from '../support';

/** Screenshots of each step go here when E2E_SHOTS is set (for looking at the screens). */
const shotsDir = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/** A real PNG of `width` x `height` pixels in one colour (what a person would pick from disk). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const main = (page: Page) => page.getByRole('main');
const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/**
 * Picks an image for an image field through the picker: Upload Files, then the crop
 * for the field's place as it starts.
 */
async function chooseImage(page: Page, fieldLabel: string, file: string) {
  await main(page)
    .getByRole('group', { name: fieldLabel })
    .getByRole('button', { name: 'Choose image' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Upload images')
    .setInputFiles({ name: file, mimeType: 'image/png', buffer: png(600, 400, [46, 125, 50]) });
  // One image goes straight to its crop once it has reached the Media Library.
  // Use this crop is enabled once the original has loaded and the frame is on it.
  await expect(dialog.getByRole('button', { name: 'Use this crop' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Use this crop' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    main(page).getByRole('img', { name: `Chosen image for ${fieldLabel}` }),
  ).toBeVisible();
}

/** Types into the rich-text editor of a form. */
async function writeRichText(editor: Locator, text: string) {
  await editor.click();
  await editor.pressSequentially(text);
}

/** Chooses a non-profit in a searchable select by typing part of its name. */
async function chooseNonprofit(page: Page, label: string, name: string) {
  const select = main(page).getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(name.split(' ').pop()!);
  await page.getByRole('option', { name }).click();
}

/** The header search finds `word` and offers `title` among its suggestions. */
async function expectInHeaderSearch(page: Page, word: string, title: string) {
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the platform' });
  await search.fill(word);
  await expect(page.getByRole('option', { name: new RegExp(title) }).first()).toBeVisible();
  await search.press('Escape');
}

/** /discover lists `name` under the given tab when searching for it. */
async function expectInDiscover(page: Page, tab: string, searchLabel: string, name: string) {
  await page.goto('/discover');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByRole('searchbox', { name: searchLabel }).fill(name);
  await expect(panel.getByText(name, { exact: true }).first()).toBeVisible();
}

test('a new user runs a non-profit, its packages, campaigns, a fundraiser, a company and a timeline', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // One unusual word in every name, so that lists and search find exactly these pages.
  const word = `Zq${Date.now().toString(36)}`;
  const nonprofitName = `Riverkeepers ${word}`;
  const eventName = `River clean-up ${word}`;
  const projectName = `Reed filter ${word}`;
  const fundraiserName = `Swim for the river ${word}`;
  const fundraiserRenamed = `Swim the whole river ${word}`;
  const companyName = `Delta Works ${word}`;
  const companyEventName = `Delta staff run ${word}`;
  const updateTitle = `Ten tonnes of litter removed ${word}`;

  // Sign up as a new user.
  await page.goto('/sign-up');
  const email = uniqueEmail('pages');
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('River Friend');
  await main(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('willow-bridge-8');
  await main(page)
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('willow-bridge-8');
  await main(page).getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await confirmAddress(email);

  // A non-profit with a logo, from Create New Page.
  await main(page).getByRole('button', { name: 'Create New Page' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Non-profit/ })
    .click();
  await expect(page).toHaveURL('/nonprofit-registration');
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(nonprofitName);
  await main(page).getByRole('textbox', { name: 'Address', exact: true }).fill('Maasboulevard 1');
  await writeRichText(
    main(page).getByRole('textbox', { name: 'Description' }),
    'We keep the river clean.',
  );
  await chooseImage(page, 'Logo', 'riverkeepers-logo.png');
  await shot(page, '01-nonprofit-registration');
  await main(page).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/non-profit-profile\/\d+$/);
  const nonprofitId = idFromUrl(page);
  await closeSharePrompt(page, `/nonprofit-details/${nonprofitId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: nonprofitName })).toBeVisible();
  await expect(main(page).getByRole('img', { name: `Logo of ${nonprofitName}` })).toBeVisible();

  // Two donation packages.
  for (const [title, amount] of [
    ['A bag of litter pickers', '15'],
    ['A boat trip', '40'],
  ] as const) {
    await main(page).getByRole('button', { name: 'Add Donation Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Donation Package' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByText(title)).toBeVisible();
  }
  await expect(main(page).getByText('€40.00')).toBeVisible();
  await shot(page, '02-nonprofit-profile-packages');

  // An event and a project through Start Campaign.
  await main(page).getByRole('button', { name: 'Start Campaign' }).click();
  await page.getByRole('dialog').getByRole('link', { name: /Event/ }).click();
  await expect(page).toHaveURL('/create-event');
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(eventName);
  // Typed as English pages write a moment; Tab closes the field's calendar.
  await main(page).getByLabel('Start date and time').fill('05/01/2027 10:00 AM');
  await main(page).getByLabel('Start date and time').press('Tab');
  await main(page).getByLabel('End date and time').fill('05/01/2027 4:00 PM');
  await main(page).getByLabel('End date and time').press('Tab');
  await main(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(`/non-profit-profile/${nonprofitId}`);

  await main(page).getByRole('button', { name: 'Start Campaign' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Project/ })
    .click();
  await expect(page).toHaveURL('/create-project');
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(projectName);
  await main(page).getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(`/non-profit-profile/${nonprofitId}`);

  await main(page).getByRole('tab', { name: 'Campaign' }).click();
  const eventLink = main(page).getByRole('link', { name: eventName });
  await expect(eventLink).toBeVisible();
  await expect(main(page).getByRole('link', { name: projectName })).toBeVisible();
  await shot(page, '03-nonprofit-campaigns');
  const eventId = Number((await eventLink.getAttribute('href'))!.split('/').pop());
  const projectHref = (await main(page)
    .getByRole('link', { name: projectName })
    .getAttribute('href'))!;

  // A timeline update on the non-profit.
  await main(page).getByRole('tab', { name: 'Community' }).click();
  await main(page).getByRole('tab', { name: 'TIMELINE' }).click();
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(updateTitle);
  await writeRichText(
    main(page).getByRole('textbox', { name: 'Content' }),
    'Thanks to forty volunteers.',
  );
  await main(page).getByRole('combobox', { name: 'Update type' }).selectOption('milestone');
  await main(page).getByRole('button', { name: 'Post update' }).click();
  await expect(main(page).getByRole('heading', { name: updateTitle })).toBeVisible();
  await shot(page, '04-nonprofit-timeline');

  // A fundraiser under the non-profit, then edited.
  await page.goto('/fundraiser-registration');
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(fundraiserName);
  await chooseNonprofit(page, 'Non-profit', nonprofitName);
  await main(page).getByRole('textbox', { name: 'Goal' }).fill('2500');
  await main(page).getByRole('textbox', { name: 'Address', exact: true }).fill('Rotterdam');
  await shot(page, '05-fundraiser-registration');
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/fundraiser-profile\/\d+$/);
  const fundraiserId = idFromUrl(page);
  await closeSharePrompt(page, `/fundraiser-details/${fundraiserId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: fundraiserName })).toBeVisible();
  await main(page).getByRole('link', { name: 'Edit Page' }).click();
  await expect(page).toHaveURL(`/edit-fundraiser-profile/${fundraiserId}`);
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(fundraiserRenamed);
  await main(page).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(`/fundraiser-profile/${fundraiserId}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: fundraiserRenamed }),
  ).toBeVisible();
  await shot(page, '06-fundraiser-profile');

  // A company and a company event linked to the non-profit.
  await page.goto('/company-registration');
  await expect(
    main(page).getByRole('heading', { name: 'Registration Form for Company' }),
  ).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(companyName);
  await main(page).getByRole('textbox', { name: 'Website', exact: true }).fill('delta.example.org');
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/company-profile\/\d+$/);
  const companyId = idFromUrl(page);
  await closeSharePrompt(page, `/company-details/${companyId}`);
  await main(page).getByRole('link', { name: 'Create a Company Event' }).click();
  await expect(page).toHaveURL('/create-company-event');
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(companyEventName);
  await chooseNonprofit(page, 'Non-profit', nonprofitName);
  await main(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(`/company-profile/${companyId}`);
  const companyEventLink = main(page).getByRole('link', { name: companyEventName });
  await expect(companyEventLink).toBeVisible();
  await shot(page, '07-company-profile');
  const companyEventId = Number((await companyEventLink.getAttribute('href'))!.split('/').pop());

  // Each page on its public details page...
  await page.goto(`/nonprofit-details/${nonprofitId}`);
  await expect(page.getByRole('heading', { level: 1, name: nonprofitName })).toBeVisible();
  await expect(page.getByRole('heading', { name: updateTitle })).toBeVisible();
  await shot(page, '08-nonprofit-details');
  await page.goto(`/fundraiser-details/${fundraiserId}`);
  await expect(page.getByRole('heading', { level: 1, name: fundraiserRenamed })).toBeVisible();
  await page.goto(`/events-details/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await page.goto(projectHref);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await page.goto(`/company-details/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await page.goto(`/companyEvents-details/${companyEventId}`);
  await expect(page.getByRole('heading', { level: 1, name: companyEventName })).toBeVisible();

  // ...in /discover...
  await expectInDiscover(page, 'Non-profits', 'Search non-profits', nonprofitName);
  await expectInDiscover(page, 'Fundraisers', 'Search fundraisers', fundraiserRenamed);
  await expectInDiscover(page, 'Events', 'Search events', eventName);
  await expectInDiscover(page, 'Companies', 'Search companies', companyName);
  await expectInDiscover(page, 'Company events', 'Search company events', companyEventName);

  // ...and in the header search.
  for (const name of [
    nonprofitName,
    fundraiserRenamed,
    eventName,
    projectName,
    companyName,
    companyEventName,
  ]) {
    await expectInHeaderSearch(page, name, name);
  }

  // Deleting is confirmed first, and the page leaves lists and search.
  await page.goto(`/non-profit-profile/${nonprofitId}`);
  await main(page).getByRole('tab', { name: 'Campaign' }).click();
  await main(page)
    .getByRole('button', { name: `Delete ${projectName}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(main(page).getByRole('link', { name: projectName })).toBeHidden();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the platform' });
  // The shared word still finds the other pages, once the suggestions have arrived.
  await search.fill(word);
  await expect(page.getByRole('option', { name: new RegExp(nonprofitName) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(projectName) })).toHaveCount(0);
});
