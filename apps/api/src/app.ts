import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { loggerOptions, type LogStream } from './lib/logger';
import { mailTask } from './lib/mail-outbox';
import { createMailSender, type SmtpTimeouts } from './lib/mailer';
import { API_PREFIX } from './lib/paths';
import { createStorage } from './lib/create-storage';
import type { Storage } from './lib/storage';
import { laravelMessage } from './lib/zod-messages';
import { authRoutes } from './modules/auth/auth.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import { secondFactorRoutes } from './modules/auth/second-factor.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { companyEventsRoutes } from './modules/company-events/company-events.routes';
import { contentRoutes } from './modules/content/content.routes';
import { donationPayments } from './modules/donations/donation-payments';
import { donationsRoutes } from './modules/donations/donations.routes';
import { raisedRoutes } from './modules/donations/raised.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import {
  stopGiftsOnAccount,
  subscriptionFollowTask,
  subscriptionStopTask,
} from './modules/subscriptions/subscriptions.service';
import { eventsRoutes } from './modules/events/events.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { fundraisersRoutes } from './modules/fundraisers/fundraisers.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { donationPackagesRoutes } from './modules/donation-packages/donation-packages.routes';
import { updatesRoutes } from './modules/updates/updates.routes';
import { teamRoutes } from './modules/team/team.routes';
import { imageWidthsRoutes } from './modules/media/image-widths.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { storedFilesRoutes } from './modules/media/stored-files.routes';
import { nonprofitsRoutes } from './modules/nonprofits/nonprofits.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { hasOutbox } from './modules/outbox/outbox.service';
import { mollieConnectRoutes } from './modules/payments/mollie-connect.routes';
import { paymentCheckTask } from './modules/payments/payment-checks';
import type { ConnectionEndHook } from './modules/payments/connection-hooks';
import type { PaymentKinds } from './modules/payments/payment-kinds';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { premiumPayments } from './modules/payments/premium.service';
import type { PageKinds } from './modules/pages/page-details';
import { pagesRoutes } from './modules/pages/pages.routes';
import { companyDetails } from './modules/companies/company-profile.service';
import { companyEventDetails } from './modules/company-events/company-events.service';
import { eventDetails } from './modules/events/events.service';
import { fundraiserDetails } from './modules/fundraisers/fundraiser-profile.service';
import { nonprofitDetails } from './modules/nonprofits/nonprofit-profile.service';
import { projectDetails } from './modules/projects/projects.service';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { sdgTabsRoutes } from './modules/sdg/sdg-tabs.routes';
import { searchRoutes } from './modules/search/search.routes';
import { withTestModeNotice } from './modules/share/test-mode-notice';
import { sharePage } from './modules/share/share-page';
import { createFirstScreens } from './modules/share/first-screen';
import { shareRoutes } from './modules/share/share.routes';
import { usersRoutes } from './modules/users/users.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { sdgRoutes } from './modules/sdg/sdg.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { topicsRoutes } from './modules/topics/topics.routes';
import { translationsRoutes } from './modules/translations/translations.routes';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, routerError } from './plugins/errors';
import { inputTextPlugin } from './plugins/input-text';
import { languagePlugin } from './plugins/language';
import { multipartPlugin } from './plugins/multipart';
import { staticFilesPlugin } from './plugins/static-files';
import { createPayments, type Payments } from './payment-gateways';
import { createQueue, type Queue, type QueueOptions } from './queue/queue';
import { retentionTask } from './queue/retention';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    payments: Payments;
    /** What a payment's status change does, by what was paid (ADR 014). */
    paymentKinds: PaymentKinds;
    /** Each kind of page's details loader, registered with the pages kernel. */
    pageKinds: PageKinds;
    /** What runs, in order, while a non-profit's Mollie connection ends (before its tokens go). */
    connectionEndHooks: readonly ConnectionEndHook[];
    /** The durable queue's worker (ADR 011): server.ts starts it, tests call runDue(). */
    queue: Queue;
    storage: Storage;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The production logger, writing here (tests read what it would log). */
  logStream?: LogStream;
  /** Timings of the queue's worker and of SMTP (tests shorten them). */
  queue?: Pick<QueueOptions, 'leaseMs' | 'pollMs' | 'graceMs' | 'workerId'>;
  smtpTimeouts?: SmtpTimeouts;
}

function loggerFor(config: Config, logStream?: LogStream): FastifyServerOptions['logger'] {
  if (logStream) return loggerOptions(config, logStream);
  return config.NODE_ENV === 'test' ? false : loggerOptions(config);
}

/** The origin of the video player About blocks embed (apps/web: content-block-view.tsx). */
const VIDEO_PLAYER = '"https://www.youtube-nocookie.com"';

/**
 * Permissions-Policy, on every response (helmet has none): what the app's pages, and the frames
 * in them, may ask the browser for. Nothing of the visitor's camera, microphone, location,
 * devices or screen, no payment handler (checkout is the provider's own page) and no reading of
 * ad interests; passkeys for the app itself (an operator's second factor); the embedded video
 * player keeps what its iframe asks for (full screen, picture-in-picture, protected media and
 * the motion sensors of 360° video), and nothing else. Only features Chromium knows are named:
 * it reports an unknown one (interest-cohort, FLoC, is gone) as an error on every page.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'idle-detection=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'magnetometer=()',
  'browsing-topics=()',
  `accelerometer=(${VIDEO_PLAYER})`,
  `gyroscope=(${VIDEO_PLAYER})`,
  `encrypted-media=(self ${VIDEO_PLAYER})`,
  `picture-in-picture=(self ${VIDEO_PLAYER})`,
  `fullscreen=(self ${VIDEO_PLAYER})`,
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/** Builds the whole application; the server starts it, tests inject requests into it. */
export async function buildApp({ config, database, logger, logStream, ...deps }: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerFor(config, logStream),
    trustProxy: config.TRUST_PROXY,
    // Keep ids and search terms of reasonable size; bigger payloads come only as multipart.
    bodyLimit: 1024 * 1024,
    frameworkErrors: routerError,
  }).withTypeProvider<ZodTypeProvider>();

  // zod's own issues as message codes, worded at the edge (ADR 042); global to zod.
  z.config({ customError: laravelMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', await createStorage(config));
  app.decorate('payments', createPayments(config, database.db));
  // The payments module imports neither donations nor premium: they register here (ADR 014).
  app.decorate('paymentKinds', {
    donation: donationPayments,
    premium: premiumPayments,
  } satisfies PaymentKinds);
  // Payments imports no monthly gift: stopping those on a disconnected account registers here.
  app.decorate('connectionEndHooks', [stopGiftsOnAccount] satisfies ConnectionEndHook[]);
  // The pages kernel imports no kind of page: each registers its details loader here.
  app.decorate('pageKinds', {
    nonprofit: nonprofitDetails,
    fundraiser: fundraiserDetails,
    event: eventDetails,
    project: projectDetails,
    company: companyDetails,
    'company-event': companyEventDetails,
  } satisfies PageKinds);
  const sender = createMailSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeouts: deps.smtpTimeouts,
  });
  app.decorate(
    'queue',
    createQueue({
      db: database.db,
      log: app.log,
      kinds: {
        mail: mailTask({ db: database.db, sender, from: config.MAIL_FROM, log: app.log }),
        'payment-check': paymentCheckTask(app),
        'subscription-stop': subscriptionStopTask(app),
        'subscription-follow': subscriptionFollowTask(app),
        retention: retentionTask(database.db),
      },
      recurring: [
        { kind: 'retention', key: 'retention' },
        { kind: 'subscription-follow', key: 'subscription-follow' },
      ],
      ...deps.queue,
    }),
  );
  // Runs in flight end (or go back to the queue) before the process lets go of the database.
  app.addHook('onClose', () => app.queue.stop());

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        // A page's video plays in YouTube's privacy-enhanced player (web: features/pages/video-embed).
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
        'upgrade-insecure-requests': config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    // Images under /storage are loaded by the web app when it runs on another origin (dev server).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent below, and only over https: on plain http a browser must ignore it (RFC 6797, 8.1).
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  // Responses of 1 kB and more, of a compressible type (not images or PDFs), unless already
  // compressed (assets the web build compressed, see plugins/static-files.ts). Brotli at quality
  // 4 costs about as much CPU as gzip at 6 and still makes smaller replies.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cors, { origin: [config.APP_URL], credentials: true });
  await app.register(languagePlugin);
  await app.register(authPlugin);
  await app.register(inputTextPlugin);
  await app.register(multipartPlugin);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(translationsRoutes);
      await api.register(sdgRoutes);
      await api.register(statsRoutes);
      await api.register(authRoutes);
      await api.register(oauthRoutes);
      await api.register(secondFactorRoutes);
      await api.register(sessionsRoutes);
      await api.register(usersRoutes);
      await api.register(profileRoutes);
      await api.register(privacyRoutes);
      await api.register(outboxRoutes);
      await api.register(followsRoutes);
      await api.register(donationsRoutes);
      await api.register(receiptsRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(nonprofitsRoutes);
      await api.register(fundraisersRoutes);
      await api.register(topicsRoutes);
      await api.register(companiesRoutes);
      await api.register(companyEventsRoutes);
      await api.register(eventsRoutes);
      await api.register(pagesRoutes);
      await api.register(raisedRoutes);
      await api.register(sdgTabsRoutes);
      await api.register(searchRoutes);
      await api.register(contentRoutes);
      await api.register(locationsRoutes);
      await api.register(projectsRoutes);
      await api.register(donationPackagesRoutes);
      await api.register(updatesRoutes);
      await api.register(teamRoutes);
      await api.register(mediaRoutes);
      await api.register(paymentsRoutes);
      await api.register(mollieConnectRoutes);
      await api.register(jobsRoutes);
      await api.register(reportsRoutes);
      await api.register(adminRoutes);
    },
    { prefix: API_PREFIX },
  );

  // robots.txt and the sitemap, at the site's root; stored files as they are and in the web
  // app's widths, from whichever storage holds them.
  await app.register(shareRoutes);
  await app.register(storedFilesRoutes);
  await app.register(imageWidthsRoutes);
  const webDistDir = config.NODE_ENV === 'production' ? config.WEB_DIST_DIR : undefined;
  const firstScreens = createFirstScreens(app, webDistDir);
  app.addHook('onReady', () => firstScreens.warm());
  await app.register(staticFilesPlugin, {
    webDistDir,
    // Each page's HTML carries its title, description and share card, and a public page its
    // first screen rendered on the server by the web app itself (modules/share, ADR 019).
    renderPage: async (request, indexHtml) => {
      const page = await sharePage(app, request, indexHtml, firstScreens);
      // A platform of pretend money says so on every page (PAYMENTS_MODE).
      return config.PAYMENTS_MODE === 'test'
        ? { ...page, html: withTestModeNotice(page.html, { outbox: hasOutbox(config) }) }
        : page;
    },
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
