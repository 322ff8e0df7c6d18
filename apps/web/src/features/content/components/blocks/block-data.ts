/**
 * Block data arrives as an open record (`{ [field]: unknown }` in @app/contract, since each block
 * type has its own fields). These readers take what a block needs and ignore anything malformed,
 * so one bad field never breaks a page.
 */
export type BlockData = Record<string, unknown>;

/** A non-empty trimmed string field, or null. */
export function readText(data: unknown, key: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as BlockData)[key];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** The objects of an array field (non-objects are skipped). */
export function readItems(data: unknown, key: string): BlockData[] {
  if (!data || typeof data !== 'object') return [];
  const value = (data as BlockData)[key];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is BlockData => !!item && typeof item === 'object');
}

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * A contact_form block holds an array whose first item's keys decide which fields show.
 * The data comes as `{ fields: [{ name: '', email: '', ... }] }`; a bare array is accepted too.
 * Fields keep the form's natural order (name, email, subject, message).
 */
export function contactFormFields(data: unknown): ContactField[] {
  const list: unknown = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as BlockData).fields
      : undefined;
  if (!Array.isArray(list)) return [];
  const first: unknown = list[0];
  if (!first || typeof first !== 'object') return [];
  const keys = Object.keys(first);
  return CONTACT_FIELDS.filter((field) => keys.includes(field));
}

const SCHEME = /^(https?:|mailto:|tel:|\/|#)/i;

/**
 * A link without a scheme (not starting with http, mailto, tel, / or #) that contains a
 * dot and no space gets https:// in front ('example.org' -> 'https://example.org').
 */
export function normaliseHref(href: string): string {
  const trimmed = href.trim();
  if (SCHEME.test(trimmed)) return trimmed;
  if (trimmed.includes('.') && !/\s/.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

/** A path inside this web app (router link) rather than an address elsewhere. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
