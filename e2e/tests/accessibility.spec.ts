import { writeFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expect, test, waitsForApp } from '../app-test';
import { paths } from '../../apps/web/src/config/paths';
import {
  axeFindings,
  confirmAddress,
  paymentIdOf,
  sessionToken,
  texts,
  uniqueEmail,
} from '../support';

/**
 * WCAG 2.2 AA on every screen: every route of the web app's route table, in English
 * and Dutch, at desktop and phone width, has no serious or critical axe-core finding, and no
 * horizontal scrolling at 320 px. The list below has one entry per key of `paths`, so a new
 * route that is not added here fails the type check and the first test of this file.
 */

const api = '/pifworld/api/v1';
const languages = ['en', 'nl'] as const;
type Language = (typeof languages)[number];
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** WCAG 1.4.10 Reflow: content fits 320 CSS pixels (also what 1280 px at 400% zoom gives). */
const narrowest = { width: 320, height: 640 };

/** Ids the screens need: seeded demo data, and what the signed-in owner creates. */
interface Ids {
  fundraiser: number;
  nonprofit: number;
  event: number;
  company: number;
  companyEvent: number;
  project: number;
  blog: number;
  article: { id: number; slug: string };
  sdg: number;
  topic: number;
  job: number;
  /** Donation references per result, an open sandbox payment, a Mollie Connect state. */
  paid: string;
  failed: string;
  cancelled: string;
  openPayment: string;
  own: {
    nonprofit: number;
    fundraiser: number;
    company: number;
    companyEvent: number;
    event: number;
    project: number;
    job: number;
    premium: string;
    connectState: string;
  };
}

/** Who looks at the screen: a visitor, or the signed-in owner of the pages in `Ids.own`. */
type Who = 'visitor' | 'owner';

interface Screen {
  who: Who;
  url: (ids: Ids) => string;
  /** Also check every tab of the screen's tab lists (owner tabs, profile tabs). */
  tabs?: boolean;
  /** For a screen reached from another one (it needs what the first passes along). */
  via?: (page: Page, language: Language) => Promise<void>;
}

const visitor = (url: (ids: Ids) => string): Screen => ({ who: 'visitor', url });
const owner = (url: (ids: Ids) => string, tabs = false): Screen => ({ who: 'owner', url, tabs });

/**
 * Every route of apps/web/src/config/paths.ts (which the router reads) with how to reach it. A
 * signed-in user is sent away from /login and /sign-up, so those are the visitor's; protected
 * screens are the owner's.
 */
const screens = {
  home: visitor(() => paths.home.href()),
  discover: visitor(() => paths.discover.href()),
  search: visitor(() => paths.search.href('plastic')),
  about: visitor(() => paths.about.href()),
  contact: visitor(() => paths.contact.href()),
  blogs: visitor(() => paths.blogs.href()),
  help: visitor(() => paths.help.href()),
  article: visitor((ids) => paths.article.href(ids.article.id, ids.article.slug)),
  moreInformation: visitor(() => paths.moreInformation.href()),
  blogDetails: visitor((ids) => paths.blogDetails.href(ids.blog)),
  login: visitor(() => paths.login.href()),
  // With a new password typed in, so that its strength hint is checked too.
  signUp: { ...visitor(() => paths.signUp.href()), via: (page) => typeNewPassword(page) },
  forgotPassword: visitor(() => paths.forgotPassword.href()),
  resetPassword: {
    ...visitor(() => paths.resetPassword.href('a11y-check-token')),
    via: (page) => typeNewPassword(page),
  },
  emailChangeUndo: visitor(() => paths.emailChangeUndo.href('a11y-check-token')),
  confirmEmail: visitor(() => paths.confirmEmail.href('a11y-check-token')),
  donorErasure: visitor(() => paths.donorErasure.href('a11y-check-token')),
  // A link that names no invitation: the screen says so (the team journey opens a real one).
  pageInvitation: visitor(() => paths.pageInvitation.href('a11y-check-token')),
  // A link that names no monthly donation (the e2e journey monthly-giving checks a real one).
  monthlyGiving: visitor(() => paths.monthlyGiving.href('a11y-check-token')),
  // The demo account's e-mails on the test platform (none, or those journeys made it send).
  outbox: visitor(() => paths.outbox.href('demo@pifworld.org')),
  // Without a code from the provider both callbacks end on the error screen.
  googleCallback: visitor(() => paths.googleCallback.href()),
  facebookCallback: visitor(() => paths.facebookCallback.href()),
  authError: visitor(() => paths.authError.href({ error: 'access_denied' })),
  eventDetails: visitor((ids) => paths.eventDetails.href(ids.event)),
  nonprofitDetails: visitor((ids) => paths.nonprofitDetails.href(ids.nonprofit)),
  fundraiserDetails: visitor((ids) => paths.fundraiserDetails.href(ids.fundraiser)),
  companyEventDetails: visitor((ids) => paths.companyEventDetails.href(ids.companyEvent)),
  companyDetails: visitor((ids) => paths.companyDetails.href(ids.company)),
  discoverDetails: visitor((ids) => paths.discoverDetails.href('project', ids.project)),
  termsAndConditions: visitor(() => paths.termsAndConditions.href()),
  privacyPolicy: visitor(() => paths.privacyPolicy.href()),
  sustainableDevelopmentGoals: visitor(() => paths.sustainableDevelopmentGoals.href()),
  location: visitor(() => paths.location.href()),
  detailsTopic: visitor((ids) => paths.detailsTopic.href('topic', ids.sdg)),
  jobs: visitor(() => paths.jobs.href()),
  sdgTopic: visitor((ids) => paths.sdgTopic.href(ids.sdg)),
  topicDetails: visitor((ids) => paths.topicDetails.href(ids.topic)),
  orders: owner(() => paths.orders.href()),
  donate: visitor(() => paths.donate.href()),
  payment: visitor((ids) =>
    paths.payment.href('fundraiser', { type: 'fundraiser', id: ids.fundraiser }),
  ),
  paymentSuccess: visitor((ids) => paths.paymentSuccess.href({ ref: ids.paid })),
  paymentFailed: visitor((ids) => paths.paymentFailed.href({ ref: ids.failed })),
  paymentCancelled: visitor((ids) => paths.paymentCancelled.href({ ref: ids.cancelled })),
  sandboxCheckout: visitor((ids) => paths.sandboxCheckout.href(ids.openPayment)),
  sandboxConnect: owner((ids) => `${paths.sandboxConnect.href()}?state=${ids.own.connectState}`),
  companyRegistration: owner(() => paths.companyRegistration.href()),
  editCompanyProfile: owner((ids) => paths.editCompanyProfile.href(ids.own.company)),
  companyProfile: owner((ids) => paths.companyProfile.href(ids.own.company), true),
  // The company profile's link passes the company along.
  createCompanyEvent: {
    ...owner((ids) => paths.companyProfile.href(ids.own.company)),
    via: (page) => followLink(page, paths.createCompanyEvent.href()),
  },
  // The non-profit profile's Start Campaign dialog passes the non-profit along.
  createEvent: {
    ...owner((ids) => paths.nonprofitProfile.href(ids.own.nonprofit)),
    via: (page, language) => startCampaign(page, language, paths.createEvent.href()),
  },
  createProject: {
    ...owner((ids) => paths.nonprofitProfile.href(ids.own.nonprofit)),
    via: (page, language) => startCampaign(page, language, paths.createProject.href()),
  },
  nonprofitRegistration: owner(() => paths.nonprofitRegistration.href()),
  nonprofitProfile: owner((ids) => paths.nonprofitProfile.href(ids.own.nonprofit), true),
  editNonprofitProfile: owner((ids) => paths.editNonprofitProfile.href(ids.own.nonprofit)),
  fundraiserRegistration: owner(() => paths.fundraiserRegistration.href()),
  fundraiserProfile: owner((ids) => paths.fundraiserProfile.href(ids.own.fundraiser), true),
  editFundraiserProfile: owner((ids) => paths.editFundraiserProfile.href(ids.own.fundraiser)),
  profile: owner(() => paths.profile.href(), true),
  securitySettings: owner(() => paths.securitySettings.href()),
  jobsRegistration: owner(() => paths.jobsRegistration.href()),
  jobDetails: visitor((ids) => paths.jobDetails.href(ids.job)),
  editJob: owner((ids) => paths.editJob.href(ids.own.job)),
  mollieConnectSuccess: owner((ids) =>
    paths.mollieConnectSuccess.href().concat(`?nonprofit=${ids.own.nonprofit}`),
  ),
  mollieConnectFailed: owner(() => `${paths.mollieConnectFailed.href()}?reason=denied`),
  // A user who is not an operator is told the console is not for them; the console's sections
  // are checked as the operator uses them (console.spec.ts).
  admin: owner(() => paths.admin.href()),
} satisfies Record<keyof typeof paths, Screen>;

/** Screens that are not a route of their own: the not-found page and the premium result. */
const extraScreens: Record<string, Screen> = {
  notFound: visitor(() => '/no-such-page/a11y'),
  premiumSuccess: owner((ids) =>
    paths.paymentSuccess.href({ ref: ids.own.premium, for: 'premium' }),
  ),
};

interface Result {
  screen: string;
  language: Language;
  width: string;
  findings: string[];
}

/** Dialogs, each opened by a button of a screen above (the owner's screens: signed in). */
const dialogs: Array<{
  name: string;
  screen: keyof typeof screens;
  button: string;
  /** What to do in the dialog before it is checked. */
  then?: (page: Page) => Promise<void>;
}> = [
  {
    name: 'edit profile',
    screen: 'profile',
    button: 'profile.editProfile',
    then: (page) => typeNewPassword(page, page.getByRole('dialog')),
  },
  { name: 'create page', screen: 'profile', button: 'profile.createPage' },
  {
    name: 'start campaign',
    screen: 'nonprofitProfile',
    button: 'nonprofitPages.profile.startCampaign',
  },
  { name: 'image picker', screen: 'editNonprofitProfile', button: 'imagePicker.field.choose' },
  { name: 'share', screen: 'fundraiserDetails', button: 'share.button' },
];

test('every route of the web app has an accessibility check', () => {
  expect(Object.keys(screens).sort()).toEqual(Object.keys(paths).sort());
});

test.describe('WCAG 2.2 AA on every screen', () => {
  // One page per language, both checked at the same time (two renderers on two cores): each
  // visits the screens in turn, with a resize per width.
  let pages: Record<Language, Page>;
  let ids: Ids;

  test.beforeAll(async ({ browser, request }) => {
    pages = { en: await newPage(browser), nl: await newPage(browser) };
    for (const language of languages) await setLanguage(pages[language], language);
    ids = await seededIds(request);
  });

  test.afterAll(async () => {
    for (const language of languages) await pages[language].close();
  });

  test('public screens, in English and Dutch, at desktop and phone width', async () => {
    test.setTimeout(240_000);
    const report = await inBothLanguages((page, language, into) =>
      checkAll(page, language, 'visitor', ids, into),
    );
    writeSummary(test.info(), report);
    expectClean(report);
  });

  test('signed-in screens and owner tabs, in English and Dutch, at desktop and phone width', async () => {
    test.setTimeout(240_000);
    const token = await signUp(pages.en);
    // The Dutch page signs in with the same session: its cookies, and the user the app keeps.
    await pages.nl.context().addCookies(await pages.en.context().cookies());
    const session = await pages.en.evaluate(() =>
      Object.entries(localStorage).filter(([key]) => key !== 'language'),
    );
    await pages.nl.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, session);
    await pages.nl.reload();
    ids.own = await ownPages(pages.en.request, token);
    const report = await inBothLanguages((page, language, into) =>
      checkAll(page, language, 'owner', ids, into),
    );
    writeSummary(test.info(), report);
    expectClean(report);
  });
  test('dialogs, in English and Dutch, at desktop and phone width', async () => {
    test.setTimeout(180_000);
    // Still signed in as the owner of the test before.
    const report = await inBothLanguages(async (page, language, into) => {
      for (const dialog of dialogs) {
        await page.setViewportSize(widths[0]);
        await visit(page, screens[dialog.screen].url(ids));
        await settled(page, language);
        const label = texts(language)[dialog.button]!;
        await page.getByRole('main').getByRole('button', { name: label }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await dialog.then?.(page);
        await checkWidths(page, `${dialog.screen}: ${dialog.name} dialog`, language, into);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
    writeSummary(test.info(), report);
    expectClean(report);
  });

  /** The same check on the English and the Dutch page at once, in one report. */
  async function inBothLanguages(
    check: (page: Page, language: Language, into: Report) => Promise<void>,
  ): Promise<Report> {
    const reports = languages.map((): Report => ({ results: [], overflows: [] }));
    await Promise.all(
      languages.map((language, i) => check(pages[language], language, reports[i]!)),
    );
    return {
      results: reports.flatMap((r) => r.results),
      overflows: reports.flatMap((r) => r.overflows),
    };
  }
});

/** Types a new password where there is one, and waits for its strength hint. */
async function typeNewPassword(page: Page, within: Locator = page.getByRole('main')) {
  await within.locator('input[autocomplete="new-password"]').first().fill('welkom123');
  await expect(within.getByRole('meter')).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const page = waitsForApp(await browser.newPage({ baseURL: test.info().project.use.baseURL }));
  // Stable colours for axe: no fades half-way (the app honours the setting; see theme.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

interface Report {
  results: Result[];
  /** Screens wider than 320 px, with what sticks out. */
  overflows: string[];
}

async function checkAll(page: Page, language: Language, who: Who, ids: Ids, report: Report) {
  const all = { ...screens, ...extraScreens };
  for (const [name, screen] of Object.entries(all)) {
    if (screen.who !== who) continue;
    await page.setViewportSize(widths[0]);
    await visit(page, screen.url(ids));
    if (screen.via) await screen.via(page, language);
    await settled(page, language);
    await checkWidths(page, name, language, report);
    if (screen.tabs) await checkTabs(page, name, language, report);
  }
}

/** Each tab of the screen's tab lists in turn, at every width. */
async function checkTabs(page: Page, name: string, language: Language, report: Report) {
  const tabs = page.getByRole('main').getByRole('tab');
  const tabIds = () => tabs.evaluateAll((els) => els.map((el) => el.id));
  // Tabs open at the start were checked with the screen; a tab may reveal tabs of its own.
  const seen = new Set(
    await tabs.evaluateAll((els) =>
      els.filter((el) => el.getAttribute('aria-selected') === 'true').map((el) => el.id),
    ),
  );
  for (let next = (await tabIds()).find((id) => !seen.has(id)); next;) {
    seen.add(next);
    const tab = page.locator(`[id="${next}"]`);
    if ((await tab.getAttribute('aria-selected')) !== 'true') {
      await page.setViewportSize(widths[0]);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settled(page, language);
      // Mantine names a tab `<list id>-tab-<value>`: the value reads the same in both languages.
      await checkWidths(page, `${name} tab ${next.split('-tab-').pop()}`, language, report);
    }
    // Opened tabs (a tab's own first tab) count as checked with it.
    for (const id of await tabs.evaluateAll((els) =>
      els.filter((el) => el.getAttribute('aria-selected') === 'true').map((el) => el.id),
    ))
      seen.add(id);
    next = (await tabIds()).find((id) => !seen.has(id));
  }
}

async function checkWidths(page: Page, name: string, language: Language, report: Report) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await nextFrame(page);
    await settled(page, language);
    const findings = await axeFindings(page);
    report.results.push({ screen: name, language, width: size.name, findings });
  }
  await page.setViewportSize(narrowest);
  await nextFrame(page);
  const wide = await overflowAt320(page);
  if (wide) report.overflows.push(`${name} (${language}): ${wide}`);
}

/** What sticks out to the right of the window at this width, or null when nothing does. */
function overflowAt320(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return null;
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    const sticking = all.filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    const deepest = sticking.filter((el) => !sticking.some((o) => o !== el && el.contains(o)));
    const spilling = all.filter(
      (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible',
    );
    const named = [...deepest, ...spilling]
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `page is ${root.scrollWidth}px wide: ${named.join(', ')}`;
  });
}

/**
 * Opens `url` inside the running app, as a link would (the router follows history changes):
 * much faster than loading the app again for each of some hundred screens.
 */
async function visit(page: Page, url: string) {
  const here = new URL(page.url());
  const there = new URL(url, here);
  if (here.pathname + here.search === url) return;
  // The same screen with another query keeps its elements: load it afresh instead.
  if (here.pathname === there.pathname) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    (window as { previousHeading?: Element | null }).previousHeading =
      document.querySelector('main h1');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The new screen is there when its heading is (a screen that redirects shows its target's).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = document.querySelector('main h1');
          return (
            !!heading &&
            heading !== (window as { previousHeading?: Element | null }).previousHeading
          );
        }),
      { message: `a new screen at ${url}` },
    )
    .toBe(true);
}

/** Follows the link of the main content to `href` (which screens build with `paths`). */
async function followLink(page: Page, href: string) {
  await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);
}

async function startCampaign(page: Page, language: Language, href: string) {
  const label = texts(language)['nonprofitPages.profile.startCampaign']!;
  await page.getByRole('main').getByRole('button', { name: label }).click();
  await page.getByRole('dialog').locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(href);
}

/** Loaded: no spinner or skeleton left, a page heading, the language in <html lang>. */
async function settled(page: Page, language: Language) {
  await expect(
    page.locator('.mantine-Loader-root, [data-testid="card-skeleton"]').filter({ visible: true }),
  ).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Two frames after a resize, so that the page is laid out at its new width; at most a second.
 * Chromium may draw no frame for one of the two pages checked side by side (once, in `.ci/run`,
 * the Dutch page's frames stopped for minutes after a resize): the page's own timer then ends
 * the wait. A page whose script hangs answers neither, and the test still fails.
 */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 1000);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The language the app starts in (stored as the visitor's choice), applied by a reload. */
async function setLanguage(page: Page, language: Language) {
  if (page.url() === 'about:blank') await page.goto(paths.home.href());
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A fresh account through the sign-up form; its session token. */
async function signUp(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const email = uniqueEmail('a11y');
  await page.goto(paths.signUp.href());
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Access');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('lantern-harvest-7');
  await main
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('lantern-harvest-7');
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(paths.profile.href());
  await confirmAddress(email);
  return sessionToken(page);
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${api}${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

async function send<T>(
  request: APIRequestContext,
  path: string,
  token: string | null,
  body: {
    form?: Record<string, string | number | { name: string; mimeType: string; buffer: Buffer }>;
    json?: unknown;
  },
): Promise<T> {
  const res = await request.post(`${api}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body.form ? { multipart: body.form } : { data: body.json }),
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

type First = { data: { id: number }[] };
const firstId = async (request: APIRequestContext, path: string) =>
  (await getJson<First>(request, path)).data[0]!.id;

/** A donation through the sandbox that ended as `status` (or is still open); its reference. */
async function donation(request: APIRequestContext, fundraiser: number, status?: string) {
  const pay = await getJson<{ checkout_url: string; reference: string }>(
    request,
    `/pay?amount=10&object_type=fundraiser&object_id=${fundraiser}&donor_email=a11y%40example.org`,
  );
  const paymentId = paymentIdOf(pay.checkout_url);
  if (status) await send(request, `/sandbox/payments/${paymentId}`, null, { json: { status } });
  return { reference: pay.reference, paymentId };
}

async function seededIds(request: APIRequestContext): Promise<Ids> {
  const fundraiser = await firstId(request, '/fundraisers?per_page=1');
  const nonprofit = await firstId(request, '/nonprofits?per_page=1');
  const help = await getJson<{ sections: { articles: { id: number; slug: string }[] }[] }[]>(
    request,
    '/help-page-contents',
  );
  const blogs = await getJson<{ id: number }[]>(request, '/blog-page-contents');
  return {
    fundraiser,
    nonprofit,
    event: await firstId(request, '/events?per_page=1'),
    company: await firstId(request, '/companies?per_page=1'),
    companyEvent: await firstId(request, '/company-events?per_page=1'),
    project: await firstId(request, `/nonprofit-project/${nonprofit}`),
    blog: blogs[0]!.id,
    article: help[0]!.sections[0]!.articles[0]!,
    sdg: (await getJson<First>(request, '/sdg-topics')).data[0]!.id,
    topic: await firstId(request, '/topics?per_page=1'),
    job: await firstId(request, '/jobs?per_page=1'),
    paid: (await donation(request, fundraiser, 'paid')).reference,
    failed: (await donation(request, fundraiser, 'failed')).reference,
    cancelled: (await donation(request, fundraiser, 'canceled')).reference,
    openPayment: (await donation(request, fundraiser)).paymentId,
    own: undefined as unknown as Ids['own'],
  };
}

/** One page of every kind, owned by the new account, made through the API. */
async function ownPages(request: APIRequestContext, token: string): Promise<Ids['own']> {
  const word = Date.now().toString(36);
  const { nonprofit } = await send<{ nonprofit: { id: number } }>(request, '/nonprofits', token, {
    form: { name: `Access Helpers ${word}`, addressLine1: 'Kade 1' },
  });
  await send(request, '/donation-packages', token, {
    json: { title: 'A warm meal', amount: 15, nonprofits_id: nonprofit.id },
  });
  const { event } = await send<{ event: { id: number } }>(request, '/event', token, {
    form: {
      title: `Open day ${word}`,
      nonprofits_id: nonprofit.id,
      start_date: '2027-05-01T10:00',
      end_date: '2027-05-01T16:00',
    },
  });
  const { project } = await send<{ project: { id: number } }>(request, '/project', token, {
    form: { name: `Ramp for the door ${word}`, nonprofits_id: nonprofit.id },
  });
  const { fundraiser } = await send<{ fundraiser: { id: number } }>(
    request,
    '/fundraisers',
    token,
    {
      form: {
        name: `Walk for access ${word}`,
        addressLine1: 'Rotterdam',
        goal: 500,
        nonprofits_id: nonprofit.id,
      },
    },
  );
  const { company } = await send<{ company: { id: number } }>(request, '/companies', token, {
    form: { name: `Level Floors ${word}` },
  });
  const companyEvent = await send<{ company_event: { id: number } }>(
    request,
    '/company-events',
    token,
    {
      form: { name: `Staff walk ${word}`, company_id: company.id, nonprofit_id: nonprofit.id },
    },
  );
  // Posting a job needs premium: pay the plan through the sandbox.
  const premium = await send<{ checkout_url: string; reference: string }>(
    request,
    '/job-pay',
    token,
    {
      json: { plan_id: 1, nonprofit_id: nonprofit.id },
    },
  );
  // With the token: this request context is the signed-in page's, whose session cookie would
  // otherwise make the change ask for the app's CSRF header.
  await send(request, `/sandbox/payments/${paymentIdOf(premium.checkout_url)}`, token, {
    json: { status: 'paid' },
  });
  // With a real PDF, as every seeded job has (and as other journeys expect of the newest job).
  const seededJob = (await getJson<First>(request, '/jobs?per_page=1')).data[0]!.id;
  const pdf = await (await request.get(`${api}/jobs/${seededJob}/pdf`)).body();
  const job = await send<{ id: number }>(request, '/jobs', token, {
    form: {
      pdf: { name: 'vacancy.pdf', mimeType: 'application/pdf', buffer: pdf },
      title: `Accessibility tester ${word}`,
      nonprofits_id: nonprofit.id,
      description: 'Try every screen with a keyboard and a screen reader.',
      email: 'jobs@example.org',
    },
  });
  const connect = await request.get(`${api}/mollie/connect?nonprofit_id=${nonprofit.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { authorization_url } = (await connect.json()) as { authorization_url: string };
  return {
    nonprofit: nonprofit.id,
    fundraiser: fundraiser.id,
    company: company.id,
    companyEvent: companyEvent.company_event.id,
    event: event.id,
    project: project.id,
    job: job.id,
    premium: premium.reference,
    connectState: new URL(authorization_url, 'http://x').searchParams.get('state')!,
  };
}

function expectClean({ results, overflows }: Report) {
  const failing = results
    .filter((r) => r.findings.length > 0)
    .map((r) => `${r.screen} (${r.language}, ${r.width}):\n  ${r.findings.join('\n  ')}`);
  expect(failing.join('\n')).toBe('');
  expect(overflows.join('\n')).toBe('');
}

/** Serious/critical counts per screen and language (both widths), kept with the run's output. */
function writeSummary(testInfo: TestInfo, { results, overflows }: Report) {
  const rows = new Map<string, Record<string, number>>();
  for (const r of results) {
    const row = rows.get(r.screen) ?? {};
    const key = `${r.language} ${r.width}`;
    row[key] = (row[key] ?? 0) + r.findings.length;
    rows.set(r.screen, row);
  }
  const columns = languages.flatMap((l) => widths.map((w) => `${l} ${w.name}`));
  const lines = [
    `| screen | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...[...rows].map(
      ([screen, row]) => `| ${screen} | ${columns.map((c) => row[c] ?? '-').join(' | ')} |`,
    ),
    '',
    `Wider than 320 px: ${overflows.length === 0 ? 'none' : overflows.join('; ')}`,
  ];
  writeFileSync(testInfo.outputPath('axe-summary.md'), `${lines.join('\n')}\n`);
}
