import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { API_PREFIX } from './lib/paths';
import { healthRoutes } from './modules/health/health.routes';
import { sdgRoutes } from './modules/sdg/sdg.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { translationsRoutes } from './modules/translations/translations.routes';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { staticFilesPlugin } from './plugins/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

function loggerFor(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test') return false;
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

/** Builds the whole application; the server starts it, tests inject requests into it. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerFor(config),
    trustProxy: config.TRUST_PROXY,
    // Keep ids and search terms of reasonable size; bigger payloads come only as multipart.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    // Images under /storage are loaded by the web app when it runs on another origin (dev server).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: [config.APP_URL], credentials: true });
  await app.register(languagePlugin);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(translationsRoutes);
      await api.register(sdgRoutes);
      await api.register(statsRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(staticFilesPlugin, {
    storageDir: config.STORAGE_DIR,
    webDistDir: config.NODE_ENV === 'production' ? config.WEB_DIST_DIR : undefined,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
