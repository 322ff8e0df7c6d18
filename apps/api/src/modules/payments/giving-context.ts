import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Payments } from '../../payment-gateways';

/**
 * What the giving services (payments, monthly gifts, donations, refunds, premium) use of the
 * app: the database, the gateways with their settings, the log, and APP_KEY for the links a
 * receipt carries. The app has all of it; a service reaches nothing else through it.
 */
export interface GivingContext {
  db: Db;
  payments: Payments;
  log: FastifyBaseLogger;
  config: Pick<Config, 'APP_KEY'>;
}
