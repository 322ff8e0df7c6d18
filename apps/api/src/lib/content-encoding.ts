import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a body kept in memory is offered in, best first. */
export const keptEncodings = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof keptEncodings)[number];

/**
 * The best of `keptEncodings` that an Accept-Encoding header takes (RFC 9110, 12.5.3): a coding
 * named with q=0 is refused, `*` stands for any coding not named, and of two with the same weight
 * the better comes first. Undefined: send the body as it is.
 */
export function pickEncoding(header: string | undefined): KeptEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: KeptEncoding; weight: number } | undefined;
  for (const encoding of keptEncodings) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

const compressors: Record<KeptEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per kept body, so at the best ratio: quality 11, not the 4 of answers made anew.
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
export class KeptBody {
  private readonly encoded = new Map<KeptEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  in(encoding: KeptEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressors[encoding](this.body);
      this.encoded.set(encoding, made);
      // A failure is not kept: the next request tries again.
      made.catch(() => this.encoded.delete(encoding));
    }
    return made;
  }
}
