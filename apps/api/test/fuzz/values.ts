/**
 * Hostile values, how each part of a request carries them, and the seeded randomness that picks
 * among them.
 */

/**
 * What a failing request is about: NUL bytes and lone surrogates (`nul`), multipart framing and
 * limits (`multipart`), or anything else (`other`). FUZZ_SKIP=nul,multipart leaves classes out.
 */
export type FuzzClass = 'nul' | 'multipart' | 'other';

export interface Hostile {
  name: string;
  cls: FuzzClass;
  /** The value as JSON text in a JSON body (raw, so that 1e400 and -0 arrive as written). */
  json: string;
  /** The value as text in a path, query or form field; absent where text cannot carry it. */
  text?: string;
  /** Sent as two values (`?a=1&a=2`, two form fields), or in a JSON array. */
  array?: boolean;
  /** Sent as `a[x]=1` in a query or a form, or as a JSON object. */
  object?: boolean;
  /**
   * No person means a number by it ('0x10', '1e3', 'Infinity', true, a list): a numeric
   * parameter or field that accepts it reads a number nobody wrote.
   */
  notANumber?: boolean;
  /** Ordinary text: only a hostile value where something else than free text is expected. */
  plainText?: boolean;
}

const MEGABYTE = 1024 * 1024;
const long = 'a'.repeat(MEGABYTE);

/** A number as text, and as JSON: a number token where JSON has one, a string otherwise. */
function numeric(text: string): Hostile {
  const isJsonNumber = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text);
  return {
    name: `number ${JSON.stringify(text)}`,
    cls: 'other',
    text,
    json: isJsonNumber ? text : JSON.stringify(text),
    // Digits, a sign, a point or spaces around them still say the number a person wrote.
    notANumber: !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(text),
  };
}

/** Wrong types, sizes and encodings; each target gets all of them but the numbers. */
export const HOSTILE: Hostile[] = [
  { name: 'boolean', cls: 'other', json: 'true', text: 'true', notANumber: true, plainText: true },
  { name: 'word', cls: 'other', json: '"abc"', text: 'abc', notANumber: true, plainText: true },
  { name: 'null', cls: 'other', json: 'null', notANumber: true },
  { name: 'empty', cls: 'other', json: '""', text: '' },
  { name: '1 MB string', cls: 'other', json: JSON.stringify(long), text: long },
  { name: 'NUL byte', cls: 'nul', json: '"a\\u0000b"', text: 'a\u0000b' },
  { name: 'lone surrogate', cls: 'nul', json: '"x\\ud800"', text: 'x\ud800' },
  { name: 'array', cls: 'other', json: '["1","2"]', text: '1', array: true, notANumber: true },
  { name: 'object', cls: 'other', json: '{"a":1}', text: '1', object: true },
];

/** Numbers a parser may read more generously than a person would; targets get a sample. */
export const NUMBERS: Hostile[] = [
  '1e308',
  '9007199254740993',
  '200000000',
  '99999999999999999999',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e3',
  ' 7 ',
  '+5',
  '0b1',
  '.5',
  '\u0661\u0662',
].map(numeric);

/** A seeded generator (mulberry32): the same seed gives the same cases, so failures reproduce. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** `count` items, in a shuffled order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}
export type Random = ReturnType<typeof random>;

/**
 * Text as WTF-8 bytes: UTF-8, except that a lone surrogate keeps its own three bytes (ED A0 80)
 * instead of becoming U+FFFD, so it reaches the server as sent.
 */
export function wtf8(text: string): Buffer {
  if (!/[\ud800-\udfff]/.test(text)) return Buffer.from(text, 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isPair = unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (unit >= 0xd800 && unit < 0xe000 && !isPair) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
      continue;
    }
    const char = text.slice(i, isPair ? i + 2 : i + 1);
    if (isPair) i++;
    bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Percent-encoding of the WTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
export function encode(text: string): string {
  if (!/[\ud800-\udfff]/.test(text)) return encodeURIComponent(text);
  return [...wtf8(text)]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
