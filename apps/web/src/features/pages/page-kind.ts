import type { PageType } from '@app/contract';

/** Every kind of detail page, topics included. */
export type DetailKind = PageType | 'topic';

/** Translation key segment of a kind ('company-event' -> 'companyEvent'). */
function kindKey(kind: DetailKind) {
  return kind === 'company-event' ? 'companyEvent' : kind;
}

/** The kind's name, e.g. 'cards.types.companyEvent' -> 'Company event'. */
export function kindLabelKey(kind: DetailKind): string {
  return `cards.types.${kindKey(kind)}`;
}

/** The texts for a page that is missing or failed to load, per kind. */
export function detailErrorKeys(kind: DetailKind) {
  const base = `details.errors.${kindKey(kind)}`;
  return {
    notFound: `${base}.notFound`,
    failed: `${base}.failed`,
    // Only the fundraiser page has its own text for a malformed id; others say not found.
    invalidId: kind === 'fundraiser' ? `${base}.invalidId` : `${base}.notFound`,
  };
}

/** A page id in a path is a positive whole number. */
export function isPageId(value: string | undefined): value is string {
  return !!value && /^[1-9]\d{0,9}$/.test(value);
}
