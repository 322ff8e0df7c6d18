import type { JsonSchema, Operation } from './operations';
import type { Kind, World } from './world';

/**
 * Valid values for the parameters and fields of an operation, pointing at the world's pages,
 * so that a request with one hostile value gets past everything else and reaches deep code.
 * Unknown names get a value that only satisfies their schema: a new route is fuzzed all the
 * same, if less deeply.
 */

/** The kind of page a word names: `nonprofit-profile` a non-profit, `company-events` a company event. */
export function kindOf(word: string): Kind | undefined {
  const w = word.toLowerCase();
  if (/company-?event/.test(w)) return 'companyEvent';
  if (/compan/.test(w)) return 'company';
  if (/fundraiser/.test(w)) return 'fundraiser';
  if (/event/.test(w)) return 'event';
  if (/project/.test(w)) return 'project';
  if (/sdg/.test(w)) return 'sdg';
  if (/topic/.test(w)) return 'topic';
  if (/nonprofit|connection/.test(w)) return 'nonprofit';
  if (/package|delete/.test(w)) return 'package';
  if (/update/.test(w)) return 'update';
  if (/job/.test(w)) return 'job';
  if (/media/.test(w)) return 'media';
  if (/user|profile|follows|donations/.test(w)) return 'user';
  if (/blog/.test(w)) return 'blog';
  if (/help/.test(w)) return 'help';
  return undefined;
}

/** Largest id a path takes: an id that cannot exist. */
export const MISSING_ID = '2147483647';

/**
 * Values of the path parameters: the world's pages (`existing`), or ones that do not exist.
 * A `{type}` (its value picked by `choice`, 0 to 1) picks the kind of the `{id}` after it;
 * otherwise the static segment before it does.
 */
export function pathValues(
  operation: Operation,
  world: World,
  ids: 'existing' | 'missing',
  choice = 0,
): Record<string, string> {
  const values: Record<string, string> = {};
  const segments = operation.path.split('/');
  let kind: Kind | undefined;
  segments.forEach((segment, index) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!param) return;
    const schema = operation.parameters.find((p) => p.name === param)?.schema ?? {};
    if (schema.enum) {
      values[param] = String(schema.enum[Math.floor(choice * schema.enum.length)]);
      kind = kindOf(values[param]);
      return;
    }
    const missing = ids === 'missing';
    const before =
      segments
        .slice(0, index)
        .reverse()
        .find((s) => s && !s.startsWith('{')) ?? '';
    if (schema.type === 'integer' || schema.type === 'number') {
      const idKind = kindOf(param.replace(/Id$/, '')) ?? kind ?? kindOf(before) ?? 'user';
      values[param] = missing ? MISSING_ID : String(world.ids[idKind]);
    } else if (param === 'reference') {
      const reference = /premium/.test(before) ? world.premiumReference : world.donationReference;
      values[param] = missing ? 'f'.repeat(24) : reference;
    } else if (param === 'paymentId') {
      values[param] = missing ? 'tr_sbx_missing' : world.sandboxPaymentId;
    } else if (param === 'slug') {
      values[param] = missing ? 'no-such-page' : world.pageSlug;
    } else if (param === 'language') {
      values[param] = missing ? 'xx' : 'en';
    } else {
      values[param] = missing ? 'zzqqxx' : 'water';
    }
  });
  return values;
}

const TEXT_BY_NAME: [RegExp, string][] = [
  [/email/i, 'fuzz@example.org'],
  [/password/i, 'correct horse battery'],
  [/website|url/i, 'https://example.org'],
  [/color/i, '#336699'],
  [/date|deadline/i, '2031-05-01'],
  [/phone/i, '0612345678'],
  [/content|description/i, '<p>Fuzzed text</p>'],
];

/**
 * A valid value for a field of a JSON or form body, or a query parameter. `siblings` are the
 * values chosen so far for the same object, so that `page_id` follows `page_type`.
 */
export function sampleValue(
  name: string,
  schema: JsonSchema,
  world: World,
  siblings: Record<string, unknown> = {},
): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sampleValue(name, schema.anyOf[0], world, siblings);
  const idLike = /(^|_)id$/i.test(name);
  if (idLike || schema.pattern === '^\\d{1,10}$') {
    const typeOf = Object.entries(siblings).find(([key]) => /type$/.test(key))?.[1];
    const kind =
      kindOf(name.replace(/_?id$/i, '')) ??
      (typeof typeOf === 'string' ? kindOf(typeOf) : undefined);
    const id = name === 'plan_id' ? 1 : kind ? world.ids[kind] : 1;
    return schema.type === 'string' ? String(id) : id;
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      if (/goal|amount/i.test(name)) return 25;
      return schema.default ?? Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(name, schema.items, world)] : [];
    case 'object':
      return sampleObject(schema, world);
    default: {
      if (schema.format === 'uri') return 'https://example.org';
      if (schema.pattern?.includes('a-z0-9-')) return 'fuzz-page';
      const text = TEXT_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'Fuzz text';
      return text.slice(0, schema.maxLength ?? text.length);
    }
  }
}

/**
 * Which properties a valid object gets: the required ones, an optional e-mail address (a job
 * needs a way to apply), and, when no required field links it to a page, the first optional
 * `*_id` (a fundraiser needs a non-profit, an event or a project).
 */
export function sampledProperties(schema: JsonSchema): string[] {
  const properties = Object.keys(schema.properties ?? {});
  const required = properties.filter((p) => schema.required?.includes(p));
  const optional = properties.filter((p) => !required.includes(p));
  const linked = required.some((p) => /(^|_)id$/.test(p));
  const link = optional.find((p) => /_id$/.test(p) && !/^users?_id$/.test(p));
  return [
    ...required,
    ...optional.filter((p) => p === 'email'),
    ...(link && !linked ? [link] : []),
  ];
}

export function sampleObject(schema: JsonSchema, world: World): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const name of sampledProperties(schema)) {
    const property = schema.properties![name]!;
    if (property.format === 'binary') continue;
    value[name] = sampleValue(name, property, world, value);
  }
  return value;
}
