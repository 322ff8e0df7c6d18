import { decimalText, donationAmountProblems, donationMessages } from '@app/contract';
import type { Language } from '@app/i18n/core';

/**
 * The amount as typed, in the notation of either language: '12.50' and '12,50' are both twelve
 * euros fifty; with both marks ('1.234,56', '1,234.56') the last one separates the cents. A euro
 * sign and spaces are ignored. Anything else is returned as typed, for the schema to refuse.
 */
export function normalizeAmount(text: string): string {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  if (lastComma === -1) return compact;
  if (lastDot === -1) {
    // One comma is a decimal comma; several are not a number.
    return compact.indexOf(',') === lastComma ? compact.replace(',', '.') : compact;
  }
  const decimal = lastComma > lastDot ? ',' : '.';
  const grouping = decimal === ',' ? '.' : ',';
  const at = compact.lastIndexOf(decimal);
  const cents = compact.slice(at + 1);
  // Grouping marks only between groups of three digits: '1.234,56' yes, '12.34,5' no.
  const [first = '', ...rest] = compact.slice(0, at).split(grouping);
  const grouped = /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
  return grouped && !cents.includes(grouping) ? `${first}${rest.join('')}.${cents}` : compact;
}

/** Why an amount cannot be given: the spec's invalid amount, too many decimals or too large. */
export type AmountProblem = 'invalidAmount' | 'amountDecimals' | 'amountTooLarge';

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

const problems: Record<string, AmountProblem> = {
  [donationMessages.invalidAmount]: 'invalidAmount',
  [donationMessages.amountDecimals]: 'amountDecimals',
  [donationMessages.amountTooLarge]: 'amountTooLarge',
};

/**
 * Checks a typed amount with the server's own rule (`donationAmountProblems` of the contract,
 * which its `donationAmount` schema applies): more than 0, at most 2 decimals, at most 100,000
 * euros. Plain code, so the page checks as it renders, without zod.
 */
export function checkAmount(text: string): AmountCheck {
  const normalized = normalizeAmount(text);
  // Plain digits only: the schema alone would also take '1e3' or '0x10' for numbers.
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(normalized)) return { ok: false, problem: 'invalidAmount' };
  // '1.000' or '1,000' is a thousand to some and one euro to others: three decimals are refused
  // even when they are zeros, so nobody gives a thousandth of what they meant.
  if ((normalized.split('.')[1] ?? '').length > 2) return { ok: false, problem: 'amountDecimals' };
  // As the schema reads it: '12.' or '.5' stays text, and is no number.
  const amount = decimalText(normalized);
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return { ok: false, problem: 'invalidAmount' };
  }
  const [message] = donationAmountProblems(amount);
  if (message === undefined) return { ok: true, amount };
  return { ok: false, problem: problems[message] ?? 'invalidAmount' };
}

/** A package's amount as the field shows it: '25.00' in English, '25,00' in Dutch. */
export function amountText(amount: number, language: Language): string {
  const text = amount.toFixed(2);
  return language === 'nl' ? text.replace('.', ',') : text;
}
