import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings a body cached in memory is offered in, best first. */
export const cachedEncodings = ['br', 'gzip'] as const;
export type CachedEncoding = (typeof cachedEncodings)[number];

/**
 * The best of `cachedEncodings` that an Accept-Encoding header takes, by the negotiator that the
 * compression and static-file plugins use (q-values, `*`, the better of two equal weights), with
 * the codings' names read case-insensitively (RFC 9110, 8.4.1). Undefined: send the body as it is.
 */
export function pickEncoding(header: string | undefined): CachedEncoding | undefined {
  if (!header) return undefined;
  return negotiate(header.toLowerCase(), [...cachedEncodings]) ?? undefined;
}

const compressors: Record<CachedEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per cached body, so at the best ratio: quality 11, not the 4 of answers made anew.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * A body that many requests send unchanged, with its compressed forms made on first demand (on
 * zlib's threads, once each, however many requests ask at the same time).
 */
export class CachedBody {
  private readonly encoded = new Map<CachedEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  in(encoding: CachedEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressors[encoding](this.body);
      this.encoded.set(encoding, made);
      // A failure is not cached: the next request tries again.
      made.catch(() => this.encoded.delete(encoding));
    }
    return made;
  }
}
