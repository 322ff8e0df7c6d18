/**
 * `npm run sandbox:charge-due -- --months 1 [--failed]`: tells the running app's payment sandbox
 * to let the months pass and charge every monthly donation that falls due, each charge
 * reported to the app's own webhook, as Mollie's test mode would. It asks the app over HTTP (the
 * embedded database belongs to the running app), at APP_URL or http://localhost:3000.
 */
import { API_PREFIX } from '../lib/paths';

const args = process.argv.slice(2);
const monthsAt = args.indexOf('--months');
const months = monthsAt === -1 ? 1 : Number(args[monthsAt + 1]);
if (!Number.isInteger(months) || months < 1 || months > 24) {
  console.error('usage: npm run sandbox:charge-due -- [--months 1..24] [--failed]');
  process.exit(2);
}
const base = process.env.APP_URL ?? 'http://localhost:3000';

try {
  const response = await fetch(`${base}${API_PREFIX}/sandbox/subscriptions/charge-due`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ months, outcome: args.includes('--failed') ? 'failed' : 'paid' }),
  });
  const body = (await response.json()) as {
    message?: string;
    charges?: { payment_id: string; amount: number; status: string }[];
  };
  if (!response.ok) {
    console.error(`The app answered ${response.status}: ${body.message ?? 'no message'}`);
    process.exit(1);
  }
  const charges = body.charges ?? [];
  for (const charge of charges) {
    console.log(`${charge.payment_id}  EUR ${charge.amount.toFixed(2)}  ${charge.status}`);
  }
  console.log(`${charges.length} charge(s) made and reported to the webhook.`);
} catch (err) {
  console.error(`The app does not answer at ${base}: start it first (npm start). ${String(err)}`);
  process.exit(1);
}
