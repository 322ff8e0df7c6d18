import { COMPANY_PAGE_DATA_MAX_KEYS } from '@app/contract';

/** The contract's limits for one Company Overview fact (packages/contract/src/companies.ts). */
export const FACT_KEY_MAX = 100;
export const FACT_VALUE_MAX = 1000;
export const FACTS_MAX = COMPANY_PAGE_DATA_MAX_KEYS;

/** One row of the facts editor; `id` only keeps React's list stable. */
export interface FactRow {
  id: string;
  key: string;
  value: string;
}

export type FactProblem = 'keyRequired' | 'keyTooLong' | 'valueTooLong' | 'duplicate';
export interface FactRowErrors {
  key?: FactProblem;
  value?: FactProblem;
}

let nextRowId = 0;
export function newFactRow(key = '', value = ''): FactRow {
  nextRowId += 1;
  return { id: `fact-${nextRowId}`, key, value };
}

/** The stored facts as editor rows, in their stored order. */
export function factRowsFrom(pageData: Record<string, string> | null | undefined): FactRow[] {
  return Object.entries(pageData ?? {}).map(([key, value]) => newFactRow(key, value));
}

const isBlankRow = (row: FactRow) => !row.key.trim() && !row.value.trim();

/**
 * What is wrong with the rows, by row id, before anything is sent: a value without a name, a
 * name or value over the contract's limits, a name used twice. Blank rows are left out.
 */
export function factRowErrors(rows: readonly FactRow[]): Record<string, FactRowErrors> {
  const errors: Record<string, FactRowErrors> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const key = row.key.trim();
    const problems: FactRowErrors = {};
    if (!key) problems.key = 'keyRequired';
    else if (key.length > FACT_KEY_MAX) problems.key = 'keyTooLong';
    else if (seen.has(key)) problems.key = 'duplicate';
    if (row.value.trim().length > FACT_VALUE_MAX) problems.value = 'valueTooLong';
    seen.add(key);
    if (problems.key || problems.value) errors[row.id] = problems;
  }
  return errors;
}

/**
 * page_data as the form sends it: JSON text of the named rows (trimmed). `{}` when there are
 * none, which clears the stored facts.
 */
export function pageDataJson(rows: readonly FactRow[]): string {
  const data: Record<string, string> = {};
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    data[row.key.trim()] = row.value.trim();
  }
  return JSON.stringify(data);
}

/** A fact's name shows its underscores as spaces. */
export function factLabel(key: string): string {
  return key.replace(/_/g, ' ');
}

/** A value starting with http is a picture. */
export function isImageFact(value: string): boolean {
  return /^http/i.test(value.trim());
}
