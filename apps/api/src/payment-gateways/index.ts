import type { Config } from '../config';
import type { Db } from '../db/client';
import { API_PREFIX } from '../lib/paths';
import { createSecretBox, type SecretBox } from '../lib/secret-box';
import type { ConnectProvider, PaymentGateway } from './gateway';
import { createMollieGateway } from './mollie';
import { createMollieConnect } from './mollie-connect';
import { createSandboxConnect, createSandboxGateway, type SandboxGateway } from './sandbox';

export interface Payments {
  gateway: PaymentGateway;
  /** The sandbox, when it is the gateway (its checkout routes exist only then). */
  sandbox: SandboxGateway | null;
  connect: ConnectProvider;
  /**
   * Whether donations to a connected non-profit go to its own account: only when Connect and
   * the gateway are the same provider (a sandbox connection means nothing to Mollie).
   */
  connectedPayments: boolean;
  /** Share kept by the platform on payments to connected accounts, in percent. */
  platformFeePercent: number;
  /** A typical payment's cost at the provider, in cents (what covering the fee adds). */
  paymentCostCents: number;
  /** Test or live money (PAYMENTS_MODE): recorded on every payment made. */
  mode: Config['PAYMENTS_MODE'];
  secrets: SecretBox;
  /** Absolute URLs the provider calls or sends the payer to. */
  urls: {
    webhook: string;
    connectCallback: string;
    web(path: string): string;
  };
}

/** Mollie when MOLLIE_API_KEY (and, for Connect, MOLLIE_CLIENT_ID) is set; the sandbox otherwise. */
export function createPayments(config: Config, db: Db): Payments {
  const web = (path: string) => `${config.APP_URL}${path}`;
  const connectCallback = web(`${API_PREFIX}/mollie/callback`);
  const sandbox = config.MOLLIE_API_KEY ? null : createSandboxGateway(db);
  const gateway =
    sandbox ??
    createMollieGateway({
      apiKey: config.MOLLIE_API_KEY!,
      apiEndpoint: config.MOLLIE_API_ENDPOINT,
    });
  const connect = config.MOLLIE_CLIENT_ID
    ? createMollieConnect({
        clientId: config.MOLLIE_CLIENT_ID,
        clientSecret: config.MOLLIE_CLIENT_SECRET!,
        authorizeUrl: config.MOLLIE_AUTHORIZE_URL,
        tokenUrl: config.MOLLIE_TOKEN_URL,
        redirectUri: connectCallback,
        apiEndpoint: config.MOLLIE_API_ENDPOINT,
        testmode: !config.MOLLIE_API_KEY || config.MOLLIE_API_KEY.startsWith('test_'),
      })
    : createSandboxConnect();
  return {
    gateway,
    sandbox,
    connect,
    connectedPayments: gateway.name === connect.name,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    paymentCostCents: config.PAYMENT_COST_CENTS,
    mode: config.PAYMENTS_MODE,
    secrets: createSecretBox(config.APP_KEY),
    urls: { webhook: web(`${API_PREFIX}/mollie/webhook`), connectCallback, web },
  };
}
