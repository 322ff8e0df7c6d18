import campaignsEn from './areas/campaigns.en.json';
import adminEn from './areas/admin.en.json';
import companiesEn from './areas/companies.en.json';
import nonprofitsEn from './areas/nonprofits.en.json';
import fundraisersEn from './areas/fundraisers.en.json';
import updatesEn from './areas/updates.en.json';
import contentEn from './areas/content.en.json';
import discoverEn from './areas/discover.en.json';
import exploreEn from './areas/explore.en.json';
import donationsEn from './areas/donations.en.json';
import paymentsEn from './areas/payments.en.json';
import jobsEn from './areas/jobs.en.json';
import jobFormEn from './areas/job-form.en.json';
import privacyEn from './areas/privacy.en.json';
import outboxEn from './areas/outbox.en.json';
import shareEn from './areas/share.en.json';
import receiptsEn from './areas/receipts.en.json';
import ordersEn from './areas/orders.en.json';
import subscriptionsEn from './areas/subscriptions.en.json';
import consoleEn from './areas/console.en.json';
import reportsEn from './areas/reports.en.json';
import consoleOverviewEn from './areas/console-overview.en.json';
import consoleTranslationsEn from './areas/console-translations.en.json';
import consoleMessagesEn from './areas/console-messages.en.json';
import consolePagesEn from './areas/console-pages.en.json';
import consolePeopleEn from './areas/console-people.en.json';
import consoleDonationsEn from './areas/console-donations.en.json';
import consoleContentEn from './areas/console-content.en.json';
import securityEn from './areas/security.en.json';
import donorWallEn from './areas/donor-wall.en.json';
import findEn from './areas/find.en.json';
import teamEn from './areas/team.en.json';
import en from './en.json';
import { combine, flatten, type Tree } from './core';

/** Every English UI string as one nested tree (the core file plus one file per area). */
export const englishTree: Tree = combine(
  en,
  discoverEn,
  contentEn,
  exploreEn,
  adminEn,
  companiesEn,
  nonprofitsEn,
  fundraisersEn,
  updatesEn,
  campaignsEn,
  donationsEn,
  paymentsEn,
  jobsEn,
  jobFormEn,
  privacyEn,
  outboxEn,
  shareEn,
  receiptsEn,
  ordersEn,
  subscriptionsEn,
  consoleEn,
  reportsEn,
  consoleOverviewEn,
  consoleTranslationsEn,
  consoleMessagesEn,
  consolePagesEn,
  consolePeopleEn,
  consoleDonationsEn,
  consoleContentEn,
  securityEn,
  donorWallEn,
  findEn,
  teamEn,
);

/** Every English UI string, flat: the web app's bundled language and fallback. */
export const englishTranslations: Record<string, string> = flatten(englishTree);
