import type { InjectOptions } from 'fastify';
import {
  type BodyVariant,
  type FormPart,
  JSON_BODIES,
  MULTIPART_BODIES,
  multipartBody,
  multipartType,
  tinyPng,
  UNEXPECTED_BODIES,
} from './bodies';
import type { JsonSchema, Operation } from './operations';
import { pathValues, sampledProperties, sampleObject, sampleValue } from './samples';
import { encode, type FuzzClass, HOSTILE, type Hostile, NUMBERS, type Random } from './values';
import type { World } from './world';

export type Identity = 'visitor' | 'owner' | 'other';

/** One request to send: an operation with one thing made hostile (or none: the base case). */
export interface FuzzCase {
  operation: Operation;
  cls: FuzzClass;
  identity: Identity;
  /** Path ids of the owner's pages, or ids that do not exist. */
  ids: 'existing' | 'missing';
  /** Which of the values a `{type}` path parameter takes (0 <= choice < 1). */
  choice: number;
  /** A hostile value in one parameter or field. */
  value?: {
    in: 'path' | 'query' | 'body';
    name: string;
    schema: JsonSchema;
    required: boolean;
    hostile: Hostile;
  };
  /** A whole body that is broken or of the wrong kind. */
  body?: BodyVariant;
  /** Raw text added to the query string (poisoned or unknown keys). */
  extraQuery?: string;
  headers?: Record<string, string>;
}

export function describeCase(c: FuzzCase): string {
  const what = c.value
    ? `${c.value.in} ${c.value.name} = ${c.value.hostile.name}`
    : c.body
      ? c.body.name
      : c.extraQuery
        ? `query + ${c.extraQuery}`
        : c.headers
          ? `headers ${JSON.stringify(c.headers)}`
          : 'valid request';
  return `${c.operation.name} [${what}; ${c.identity}, ${c.ids} ids]`;
}

export interface CaseOptions {
  /** Classes left out (FUZZ_SKIP). */
  skip: Set<FuzzClass>;
  /** How many of the tricky numbers each numeric target gets (strings get one). */
  numbers: number;
}

const isNumeric = (schema: JsonSchema) =>
  schema.type === 'integer' || schema.type === 'number' || schema.pattern === '^\\d{1,10}$';

const isFreeText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format;

const bodyFields = (operation: Operation) =>
  Object.entries(operation.body?.schema.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    required: operation.body!.schema.required?.includes(name) ?? false,
  }));

/** Every case for one operation; the same seed gives the same cases. */
export function casesFor(operation: Operation, rng: Random, options: CaseOptions): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const hasPathIds = operation.parameters.some((p) => p.in === 'path');
  const pickIdentity = (): Identity => {
    const r = rng.next();
    return r < 0.6 ? 'owner' : r < 0.8 ? 'other' : 'visitor';
  };
  const pickIds = () => (rng.next() < 0.85 ? 'existing' : 'missing');
  const add = (c: Omit<FuzzCase, 'operation' | 'identity' | 'ids' | 'choice'>) => {
    if (!options.skip.has(c.cls))
      cases.push({ operation, identity: pickIdentity(), ids: pickIds(), choice: rng.next(), ...c });
  };

  for (const identity of ['owner', 'other', 'visitor'] as const)
    for (const ids of hasPathIds ? (['existing', 'missing'] as const) : (['existing'] as const))
      cases.push({ operation, cls: 'other', identity, ids, choice: rng.next() });

  const targets = [
    ...operation.parameters.map((p) => ({ ...p, required: p.required ?? false })),
    ...bodyFields(operation).map((f) => ({ in: 'body' as const, ...f })),
  ];
  const form = operation.body?.contentType.startsWith('multipart/');
  for (const target of targets) {
    const asText = target.in !== 'body' || form;
    // Sent as text to a free text field, 'true', 'abc' and '12' are just more text.
    const freeText = asText && isFreeText(target.schema);
    const numbers = freeText
      ? []
      : rng.sample(NUMBERS, isNumeric(target.schema) ? options.numbers : 1);
    for (const hostile of [...HOSTILE, ...numbers]) {
      if (asText && hostile.text === undefined) continue;
      if (freeText && hostile.plainText) continue;
      if (target.in === 'path' && (hostile.array || hostile.object)) continue;
      add({ cls: hostile.cls, value: { ...target, hostile } });
    }
  }

  const variants = !operation.body
    ? operation.method === 'GET'
      ? []
      : UNEXPECTED_BODIES
    : form
      ? MULTIPART_BODIES
      : JSON_BODIES;
  for (const body of variants) add({ cls: body.cls, body });
  for (const extraQuery of ['__proto__=x&constructor=x', '__proto__[polluted]=1', 'unknown=1'])
    add({ cls: 'other', extraQuery });
  for (const headers of [
    { 'accept-language': '*;q=abc,,,en-US;q=9e999,nl;q=-1' },
    { authorization: 'Bearer not-a-token' },
    { authorization: 'Basic Zm9vOmJhcg==' },
  ] as Record<string, string>[])
    add({ cls: 'other', headers });
  return cases;
}

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * Whether the case gives a numeric parameter or field a value that no person means as a number
 * ('0x10', '1e3', 'Infinity', true, a list): accepting it reads a number nobody wrote. In a JSON
 * body a number token is a number however it is written, and null means "none" where the field
 * is optional or nullable.
 */
export function sendsNotANumber(c: FuzzCase): boolean {
  const value = c.value;
  if (!value?.hostile.notANumber || !isNumeric(value.schema)) return false;
  const asText = value.in !== 'body' || c.operation.body?.contentType.startsWith('multipart/');
  // In a query or a form, `a[x]=1` is a field of another name, not a value of this one.
  if (asText) return !value.hostile.object;
  if (JSON_NUMBER.test(value.hostile.json)) return false;
  return !(value.hostile.json === 'null' && (value.schema.nullable || !value.required));
}

/** The query string: the valid required parameters, with the case's hostile value. */
function queryOf(c: FuzzCase, world: World): string {
  const pairs: string[] = [];
  const chosen: Record<string, unknown> = {};
  for (const p of c.operation.parameters.filter((p) => p.in === 'query')) {
    const target = c.value?.in === 'query' && c.value.name === p.name ? c.value.hostile : undefined;
    if (target) {
      pairs.push(...textPairs(p.name, target).map(([k, v]) => `${encode(k)}=${encode(v)}`));
    } else if (p.required) {
      chosen[p.name] = sampleValue(p.name, p.schema, world, chosen);
      pairs.push(`${encode(p.name)}=${encode(String(chosen[p.name]))}`);
    }
  }
  if (c.extraQuery) pairs.push(c.extraQuery);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A hostile value as name/value texts: twice for an array, a bracketed name for an object. */
function textPairs(name: string, hostile: Hostile): [string, string][] {
  const text = hostile.text ?? '';
  if (hostile.array)
    return [
      [name, text],
      [name, `${text}2`],
    ];
  if (hostile.object) return [[`${name}[a]`, text]];
  return [[name, text]];
}

function validBodies(c: FuzzCase, world: World): { json: string; parts: FormPart[] } {
  const schema = c.operation.body?.schema ?? { properties: {} };
  const values = sampleObject(schema, world);
  const target = c.value?.in === 'body' ? c.value : undefined;
  const entries = Object.entries(values).filter(([name]) => name !== target?.name);
  const jsonEntries = entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (target) jsonEntries.push(`${JSON.stringify(target.name)}:${target.hostile.json}`);
  const parts: FormPart[] = entries.map(([name, v]) => ({ name, value: String(v) }));
  for (const name of sampledProperties(schema))
    if (schema.properties![name]!.format === 'binary' && name !== target?.name)
      parts.push({ name, value: { data: tinyPng(), filename: 'fuzz.png', type: 'image/png' } });
  if (target)
    for (const [k, v] of textPairs(target.name, target.hostile)) parts.push({ name: k, value: v });
  return { json: `{${jsonEntries.join(',')}}`, parts };
}

/** The request of a case, against the world as it is now. */
export function requestOf(c: FuzzCase, world: World, remoteAddress: string): InjectOptions {
  const paths = pathValues(c.operation, world, c.ids, c.choice);
  if (c.value?.in === 'path') paths[c.value.name] = c.value.hostile.text!;
  const url =
    c.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(paths[name]!)) +
    queryOf(c, world);
  const token =
    c.identity === 'owner'
      ? world.owner.token
      : c.identity === 'other'
        ? world.other.token
        : undefined;
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...c.headers,
  };
  let payload: string | Buffer | undefined;
  const bodies = c.operation.body || c.body ? validBodies(c, world) : undefined;
  if (c.body) {
    payload = c.body.payload(bodies!);
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  } else if (c.operation.body?.contentType.startsWith('multipart/')) {
    payload = multipartBody(bodies!.parts);
    headers['content-type'] = multipartType();
  } else if (c.operation.body) {
    payload = bodies!.json;
    headers['content-type'] = 'application/json';
  }
  return {
    method: c.operation.method as InjectOptions['method'],
    url,
    headers,
    payload,
    remoteAddress,
  };
}
