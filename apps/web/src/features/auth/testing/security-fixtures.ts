import type { SecuritySettings } from '@app/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** GET /user/security of an account with a password and no second factor, unless told. */
export function securitySettings(overrides: Partial<SecuritySettings> = {}): SecuritySettings {
  return {
    second_factor: false,
    totp: false,
    passkeys: [],
    recovery_codes_left: 0,
    has_password: true,
    ...overrides,
  };
}

/** What the server asks a passkey to sign, as POST .../passkey-options answers it. */
export const passkeyRequestOptions = {
  challenge: 'server-challenge',
  options: { challenge: 'c2lnbi1tZQ', rpId: 'localhost', userVerification: 'preferred' },
};

/** What the server asks an authenticator to make, as POST /user/passkeys/options answers it. */
export const passkeyCreationOptions = {
  challenge: 'register-challenge',
  options: {
    challenge: 'bWFrZS1tZQ',
    rp: { id: 'localhost', name: 'PifWorld' },
    user: { id: 'dXNlcg', name: 'sanne@example.com', displayName: 'Sanne de Vries' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  },
};

/** A passkey's signature as @simplewebauthn/browser gives it (the server checks it, not the app). */
export function passkeyAssertion(): AuthenticationResponseJSON {
  return {
    id: 'credential-1',
    rawId: 'credential-1',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  };
}

/** A new passkey as @simplewebauthn/browser gives it. */
export function passkeyAttestation(): RegistrationResponseJSON {
  return {
    id: 'credential-2',
    rawId: 'credential-2',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
    clientExtensionResults: {},
  };
}
