import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { closeSharePrompt, confirmAddress, uniqueEmail } from '../support';

const api = '/pifworld/api/v1';

/** A real vacancy PDF to upload: the one of a seeded job, as the server serves it. */
async function seededPdf(request: APIRequestContext): Promise<Buffer> {
  const list = await request.get(`${api}/jobs?per_page=1`);
  const [job] = ((await list.json()) as { data: { id: number }[] }).data;
  const res = await request.get(`${api}/jobs/${job!.id}/pdf`);
  expect(res.headers()['content-type']).toBe('application/pdf');
  return res.body();
}

async function signUpAndRegisterNonprofit(page: Page, suffix: string) {
  const main = page.getByRole('main');
  const email = uniqueEmail('jobs');
  await page.goto('/sign-up');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour Kitchen Owner');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('copper-kettle-19');
  await main
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('copper-kettle-19');
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await confirmAddress(email);

  await page.goto('/nonprofit-registration');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(`Harbour Kitchen ${suffix}`);
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('Kade 7');
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/non-profit-profile\/\d+$/);
  await closeSharePrompt(page);
}

async function searchJobs(page: Page, label: string, term: string) {
  const search = page.getByRole('main').getByRole('searchbox', { name: label });
  await search.fill(term);
  // After the 500 ms pause the term is in the address, and the list follows it.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

test('a non-profit owner without premium upgrades, posts a job with a PDF, finds it in both languages and opens the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const suffix = Date.now().toString(36);
  const title = `Harbour Cook ${suffix}`;
  const pdf = await seededPdf(request);

  await signUpAndRegisterNonprofit(page, suffix);

  // Without premium the Jobs tab offers the one-time upgrade (plan 1, 25 euro), not Post Job.
  await main.getByRole('tab', { name: 'Jobs' }).click();
  await expect(main.getByText(/€25\.00/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Post Job' })).toHaveCount(0);
  await expect(main.getByText('No jobs posted yet')).toBeVisible();
  await main.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/tr_sbx\w+\?lang=(en|nl)$/);
  await page.getByRole('button', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/\/payment-success\?ref=[0-9A-Z]{20}&for=premium&lang=en$/);
  await expect(page.getByText('Premium is active: you can post jobs now.')).toBeVisible();

  // The form; its only non-profit is chosen already.
  await main.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL('/jobs-registration');
  await expect(
    main.getByRole('heading', { name: "Registration Form for Jobs Opening's" }),
  ).toBeVisible();
  await main.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await main
    .getByRole('textbox', { name: 'Description' })
    .fill('Cook warm meals for the volunteers of the harbour kitchen.');
  await main.getByRole('textbox', { name: 'City' }).fill('Rotterdam');
  await main.getByRole('textbox', { name: 'Tasks' }).fill('Plan the menu\nCook for forty people');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('jobs@harbour-kitchen.example.org');

  // A file that is not a PDF is refused and cleared; a PDF is taken.
  const pdfField = main.getByRole('button', { name: /Job description \(PDF\)/ });
  let chooser = page.waitForEvent('filechooser');
  await pdfField.click();
  await (
    await chooser
  ).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(main.getByText('Invalid File Type - Only PDF files are allowed.')).toBeVisible();
  chooser = page.waitForEvent('filechooser');
  await pdfField.click();
  await (await chooser).setFiles({ name: 'vacancy.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(main.getByText('Invalid File Type - Only PDF files are allowed.')).toHaveCount(0);
  await expect(main.getByText('vacancy.pdf')).toBeVisible();

  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
    'href',
    /^mailto:jobs@harbour-kitchen\.example\.org\?subject=/,
  );
  await expect(main.locator('iframe[title^="PDF of the vacancy"]')).toBeVisible();

  // The PDF opens in a new tab as the very file that was uploaded, and downloads by its title.
  const popupEvent = page.waitForEvent('popup');
  await main.getByRole('link', { name: /^Open PDF/ }).click();
  const popup = await popupEvent;
  expect(popup.url()).toMatch(/\/pifworld\/api\/v1\/jobs\/\d+\/pdf$/);
  const served = await request.get(popup.url());
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).equals(pdf)).toBe(true);
  await popup.close();
  const downloadEvent = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`Harbour Cook ${suffix}.pdf`);
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

  // The board finds it, in English and in Dutch.
  await page.goto('/jobs');
  await searchJobs(page, 'Search jobs', `harbour cook ${suffix}`);
  const card = main.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  // Best match first (titles close to the term follow it).
  await expect(main.getByRole('link', { name: /Harbour Cook/ }).first()).toHaveAccessibleName(
    new RegExp(title),
  );

  await page.getByRole('banner').locator('label').filter({ hasText: 'NL' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Vacatures bij goede doelen' }),
  ).toBeVisible();
  await searchJobs(page, 'Zoek vacatures', 'xyzzy');
  await expect(main.getByText(/Geen vacatures gevonden/)).toBeVisible();
  await searchJobs(page, 'Zoek vacatures', `harbour ${suffix}`);
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(jobPath);
  await expect(main.getByRole('link', { name: 'Pdf downloaden' })).toBeVisible();
});
