import campaignsNl from './areas/campaigns.nl.json';
import adminNl from './areas/admin.nl.json';
import companiesNl from './areas/companies.nl.json';
import nonprofitsNl from './areas/nonprofits.nl.json';
import fundraisersNl from './areas/fundraisers.nl.json';
import updatesNl from './areas/updates.nl.json';
import contentNl from './areas/content.nl.json';
import discoverNl from './areas/discover.nl.json';
import exploreNl from './areas/explore.nl.json';
import donationsNl from './areas/donations.nl.json';
import paymentsNl from './areas/payments.nl.json';
import jobsNl from './areas/jobs.nl.json';
import jobFormNl from './areas/job-form.nl.json';
import privacyNl from './areas/privacy.nl.json';
import outboxNl from './areas/outbox.nl.json';
import shareNl from './areas/share.nl.json';
import receiptsNl from './areas/receipts.nl.json';
import ordersNl from './areas/orders.nl.json';
import subscriptionsNl from './areas/subscriptions.nl.json';
import consoleNl from './areas/console.nl.json';
import reportsNl from './areas/reports.nl.json';
import consoleOverviewNl from './areas/console-overview.nl.json';
import consoleTranslationsNl from './areas/console-translations.nl.json';
import consoleMessagesNl from './areas/console-messages.nl.json';
import consolePagesNl from './areas/console-pages.nl.json';
import consolePeopleNl from './areas/console-people.nl.json';
import consoleDonationsNl from './areas/console-donations.nl.json';
import consoleContentNl from './areas/console-content.nl.json';
import securityNl from './areas/security.nl.json';
import donorWallNl from './areas/donor-wall.nl.json';
import findNl from './areas/find.nl.json';
import teamNl from './areas/team.nl.json';
import nl from './nl.json';
import { combine, type Tree } from './core';

/** Every Dutch UI string as one nested tree, in the same files as the English. */
export const dutchTree: Tree = combine(
  nl,
  discoverNl,
  contentNl,
  exploreNl,
  adminNl,
  companiesNl,
  nonprofitsNl,
  fundraisersNl,
  updatesNl,
  campaignsNl,
  donationsNl,
  paymentsNl,
  jobsNl,
  jobFormNl,
  privacyNl,
  outboxNl,
  shareNl,
  receiptsNl,
  ordersNl,
  subscriptionsNl,
  consoleNl,
  reportsNl,
  consoleOverviewNl,
  consoleTranslationsNl,
  consoleMessagesNl,
  consolePagesNl,
  consolePeopleNl,
  consoleDonationsNl,
  consoleContentNl,
  securityNl,
  donorWallNl,
  findNl,
  teamNl,
);
