import { type FuzzClass, wtf8 } from './values';

/** Request bodies written byte by byte, so that they can be broken in chosen ways. */

export interface FormPart {
  name: string;
  value: string | { data: Buffer; filename: string; type: string };
}

export const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body as a browser writes it. */
export function multipartBody(parts: FormPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(wtf8(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(wtf8(part.value));
    } else {
      chunks.push(
        wtf8(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.value.data);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

export interface BodyVariant {
  name: string;
  cls: FuzzClass;
  contentType?: string;
  /** The body, from the operation's valid one (JSON text or form parts). */
  payload: (valid: { json: string; parts: FormPart[] }) => string | Buffer;
}

/** A 1x1 PNG. */
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

/** Whole bodies that are broken, empty, of the wrong kind or poisoned, for a JSON operation. */
export const JSON_BODIES: BodyVariant[] = [
  { name: 'malformed JSON', cls: 'other', contentType: 'application/json', payload: () => '{"a":' },
  { name: 'empty JSON body', cls: 'other', contentType: 'application/json', payload: () => '' },
  { name: 'JSON null', cls: 'other', contentType: 'application/json', payload: () => 'null' },
  { name: 'JSON array', cls: 'other', contentType: 'application/json', payload: () => '[]' },
  { name: 'JSON string', cls: 'other', contentType: 'application/json', payload: () => '"x"' },
  { name: 'JSON 1e400', cls: 'other', contentType: 'application/json', payload: () => '1e400' },
  {
    name: 'JSON nested 10,000 deep',
    cls: 'other',
    contentType: 'application/json',
    payload: () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  },
  {
    name: '__proto__ key',
    cls: 'other',
    contentType: 'application/json',
    payload: ({ json }) => `{"__proto__":{"isAdmin":true},${json.slice(1)}`.replace(/,}$/, '}'),
  },
  {
    name: 'constructor.prototype key',
    cls: 'other',
    contentType: 'application/json',
    payload: ({ json }) =>
      `{"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}`.replace(/,}$/, '}'),
  },
  {
    name: 'body over 1 MB',
    cls: 'other',
    contentType: 'application/json',
    payload: () => JSON.stringify({ a: 'a'.repeat(1024 * 1024 + 1) }),
  },
  { name: 'text/plain body', cls: 'other', contentType: 'text/plain', payload: ({ json }) => json },
  {
    name: 'form body to a JSON route',
    cls: 'multipart',
    contentType: multipartType(),
    payload: ({ parts }) => multipartBody(parts),
  },
];

/** Broken multipart framing and limits, for a multipart operation. */
export const MULTIPART_BODIES: BodyVariant[] = [
  {
    name: 'multipart without boundary',
    cls: 'multipart',
    contentType: 'multipart/form-data',
    payload: ({ parts }) => multipartBody(parts),
  },
  {
    name: 'multipart truncated',
    cls: 'multipart',
    contentType: multipartType(),
    payload: ({ parts }) => {
      const body = multipartBody(parts);
      return body.subarray(0, Math.max(10, body.length - 20));
    },
  },
  {
    name: 'multipart with another boundary',
    cls: 'multipart',
    contentType: multipartType('other-boundary'),
    payload: ({ parts }) => multipartBody(parts),
  },
  {
    name: 'empty multipart body',
    cls: 'multipart',
    contentType: multipartType(),
    payload: () => '',
  },
  {
    name: 'multipart closing boundary only',
    cls: 'multipart',
    contentType: multipartType(),
    payload: () => `--${BOUNDARY}--\r\n`,
  },
  {
    name: 'multipart part without a name',
    cls: 'multipart',
    contentType: multipartType(),
    payload: () =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: 'multipart with 8 files',
    cls: 'multipart',
    contentType: multipartType(),
    payload: ({ parts }) =>
      multipartBody([
        ...parts,
        ...Array.from({ length: 8 }, (_, i) => ({
          name: `file${i}`,
          value: { data: tinyPng(), filename: `f${i}.png`, type: 'image/png' },
        })),
      ]),
  },
  {
    name: 'multipart field of 200 kB',
    cls: 'multipart',
    contentType: multipartType(),
    payload: ({ parts }) =>
      multipartBody([...parts, { name: 'extra', value: 'a'.repeat(200_000) }]),
  },
  {
    name: 'multipart with 60 parts',
    cls: 'multipart',
    contentType: multipartType(),
    payload: ({ parts }) =>
      multipartBody([
        ...parts,
        ...Array.from({ length: 60 }, (_, i) => ({ name: `x${i}`, value: 'v' })),
      ]),
  },
  {
    name: 'multipart __proto__ field',
    cls: 'other',
    contentType: multipartType(),
    payload: ({ parts }) => multipartBody([{ name: '__proto__', value: 'x' }, ...parts]),
  },
  {
    name: 'multipart constructor field',
    cls: 'other',
    contentType: multipartType(),
    payload: ({ parts }) => multipartBody([{ name: 'constructor', value: 'x' }, ...parts]),
  },
  {
    name: 'JSON body to a form route',
    cls: 'other',
    contentType: 'application/json',
    payload: ({ json }) => json,
  },
  {
    name: 'malformed JSON to a form route',
    cls: 'other',
    contentType: 'application/json',
    payload: () => '{"a":',
  },
];

/** Bodies sent where a POST or DELETE takes none: the parsers run all the same. */
export const UNEXPECTED_BODIES: BodyVariant[] = [
  {
    name: 'malformed JSON where no body is taken',
    cls: 'other',
    contentType: 'application/json',
    payload: () => '{"a":',
  },
  {
    name: 'truncated multipart where no body is taken',
    cls: 'multipart',
    contentType: multipartType(),
    payload: () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nval`,
  },
];
