import type { DirectoryCompany, DirectoryFundraiser, DirectoryNonprofit } from '@app/contract';

export type DirectoryKind = 'nonprofit' | 'fundraiser' | 'company';

/** One row of the Page List, whatever kind of page it is. */
export interface DirectoryEntry {
  kind: DirectoryKind;
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  fundraiser?: Pick<DirectoryFundraiser, 'raised' | 'goal' | 'nonprofit'>;
}

/** The directory shows 3 at a time and steps by 3. */
export const DIRECTORY_STEP = 3;

export function toEntries(
  nonprofits: DirectoryNonprofit[],
  fundraisers: DirectoryFundraiser[],
  companies: DirectoryCompany[],
): DirectoryEntry[] {
  const base = (kind: DirectoryKind, item: DirectoryCompany): DirectoryEntry => ({
    kind,
    id: item.id,
    name: item.name,
    description: item.description,
    image: item.logo ?? item.picture,
  });
  return [
    ...nonprofits.map((item) => base('nonprofit', item)),
    ...fundraisers.map((item) => ({
      ...base('fundraiser', item),
      fundraiser: { raised: item.raised, goal: item.goal, nonprofit: item.nonprofit },
    })),
    ...companies.map((item) => base('company', item)),
  ];
}

/** Entries whose name contains the search text (case- and accent-insensitive). */
export function filterByName(entries: DirectoryEntry[], search: string): DirectoryEntry[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(search.trim());
  if (!needle) return entries;
  return entries.filter((entry) => fold(entry.name).includes(needle));
}

/**
 * The directory: See More adds 3, Show Less removes 3, never below 3. The count may pass the
 * number of results (8 results shown as 9), so Show Less steps back on the same grid: 9, 6, 3.
 */
export function seeMore(visible: number): number {
  return visible + DIRECTORY_STEP;
}

export function showLess(visible: number): number {
  return Math.max(DIRECTORY_STEP, visible - DIRECTORY_STEP);
}
