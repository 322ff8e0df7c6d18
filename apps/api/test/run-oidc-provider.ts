/**
 * Runs the test OpenID provider as a process, for the end-to-end tests and for trying Google
 * sign-in locally:
 *   OIDC_PORT=3198 OIDC_REDIRECT_URIS=http://localhost:5173/auth/google/callback npx tsx apps/api/test/run-oidc-provider.ts
 * then start the API with GOOGLE_ISSUER=http://localhost:3198 GOOGLE_CLIENT_ID=pifworld-local
 * GOOGLE_CLIENT_SECRET=pifworld-local-secret.
 */
import { startOidcProvider } from './oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3198);
const provider = await startOidcProvider({
  port,
  clientId: process.env.OIDC_CLIENT_ID ?? 'pifworld-local',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'pifworld-local-secret',
  redirectUris: (
    process.env.OIDC_REDIRECT_URIS ?? 'http://localhost:5173/auth/google/callback'
  ).split(','),
});
console.log(`test OpenID provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
