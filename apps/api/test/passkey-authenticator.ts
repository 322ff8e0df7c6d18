import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for API tests: it answers WebAuthn ceremonies as a platform
 * authenticator does (ES256, "none" attestation, user verified), so the server's real checks
 * run on real signatures. The end-to-end journeys use Chromium's own virtual authenticator.
 */
export interface SoftPasskey {
  credentialId: string;
  /** `navigator.credentials.create()`'s answer to the server's registration options. */
  register(options: { challenge: string }): Record<string, unknown>;
  /** `navigator.credentials.get()`'s answer to authentication options. */
  authenticate(options: { challenge: string }, userVerified?: boolean): Record<string, unknown>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function coseKey(publicKey: KeyObject): Map<number, number | Uint8Array> {
  const jwk = publicKey.export({ format: 'jwk' });
  return new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
}

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

export function softPasskey(origin: string): SoftPasskey {
  const rpId = new URL(origin).hostname;
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const credentialId = isoBase64URL.fromBuffer(rawId);
  let signCount = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register({ challenge }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(signCount),
        Buffer.alloc(16), // aaguid
        idLength,
        rawId,
        Buffer.from(isoCBOR.encode(coseKey(publicKey))),
      ]);
      const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
      attestation.set('fmt', 'none');
      attestation.set('attStmt', new Map<string, string>());
      attestation.set('authData', authData);
      const attestationObject = isoCBOR.encode(attestation);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', challenge)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate({ challenge }, userVerified = true) {
      signCount += 1;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | (userVerified ? UV : 0)]),
        counterBytes(signCount),
      ]);
      const client = clientData('webauthn.get', challenge);
      const signature = createSign('SHA256')
        .update(Buffer.concat([authData, sha256(client)]))
        .sign(privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle: null,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
