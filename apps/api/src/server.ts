import { buildApp } from './app';
import { ConfigError, loadConfig, withAppKey } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './startup/prepare';

/** Force-exit if a graceful shutdown takes longer than this. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = withAppKey(loadConfig());
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  try {
    await prepareDatabase(database, {
      storage: app.storage,
      demoData: config.DEMO_DATA,
      paymentsMode: config.PAYMENTS_MODE,
      adminEmails: config.ADMIN_EMAILS,
      log: app.log,
    });
  } catch (err) {
    app.log.fatal({ err }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests and queued tasks in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // Every process runs the queue's worker; tasks are shared through the database (ADR 011).
  await app.queue.start();
  app.log.info(
    { appUrl: config.APP_URL, database: database.kind },
    `ready: open ${config.APP_URL}`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
