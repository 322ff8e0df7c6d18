import type { WebauthnResponse } from '@app/contract';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's part of a passkey ceremony (WebAuthn: `navigator.credentials`), through
 * @simplewebauthn/browser, loaded when a passkey is first used. The server's options go in as it
 * sent them; what the authenticator answers goes back to the server, which checks it. Callers go
 * through this object so that tests stand in for the browser's authenticator here, at the edge.
 */
export const webauthn = {
  async startRegistration(options: {
    optionsJSON: PublicKeyCredentialCreationOptionsJSON;
  }): Promise<RegistrationResponseJSON> {
    const library = await import('@simplewebauthn/browser');
    return library.startRegistration(options);
  },
  async startAuthentication(options: {
    optionsJSON: PublicKeyCredentialRequestOptionsJSON;
  }): Promise<AuthenticationResponseJSON> {
    const library = await import('@simplewebauthn/browser');
    return library.startAuthentication(options);
  },
};

/** The browser or the person did not finish the ceremony: cancelled, timed out or unsupported. */
export class PasskeyCeremonyError extends Error {
  /** True when the person closed the browser's prompt or it timed out (nothing went wrong). */
  readonly cancelled: boolean;
  /** True when this browser has no WebAuthn at all. */
  readonly unsupported: boolean;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Passkey ceremony failed');
    this.name = 'PasskeyCeremonyError';
    const name = cause instanceof Error ? cause.name : '';
    const code = (cause as { code?: unknown } | null)?.code;
    this.cancelled =
      name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
    this.unsupported = /not supported/i.test(this.message) && !this.cancelled;
  }
}

/** The passkey signs the server's challenge (sign-in, second step or a proof). */
export async function signWithPasskey(options: Record<string, unknown>): Promise<WebauthnResponse> {
  try {
    const answer = await webauthn.startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return answer as unknown as WebauthnResponse;
  } catch (error) {
    throw new PasskeyCeremonyError(error);
  }
}

/** The authenticator makes a new passkey for the account. */
export async function createPasskey(options: Record<string, unknown>): Promise<WebauthnResponse> {
  try {
    const answer = await webauthn.startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return answer as unknown as WebauthnResponse;
  } catch (error) {
    throw new PasskeyCeremonyError(error);
  }
}

/** Whether this browser can use passkeys at all (read after the app runs, never while rendering on the server). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
