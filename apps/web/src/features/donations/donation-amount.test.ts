import { donationAmount } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { amountText, checkAmount, normalizeAmount } from './donation-amount';

describe('normalizeAmount', () => {
  it.each([
    ['12.50', '12.50'],
    ['12,50', '12.50'],
    [' 7 ', '7'],
    ['€ 25', '25'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567,5', '1234567.5'],
    ['1,2,3', '1,2,3'],
    ['12.34,5', '12.34,5'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeAmount(typed)).toBe(expected);
  });
});

describe('checkAmount', () => {
  it.each([
    ['25', 25],
    ['12.50', 12.5],
    ['12,50', 12.5],
    ['0.01', 0.01],
    ['100000', 100_000],
    ['1.234,56', 1234.56],
  ])('takes %j as %d euros', (typed, amount) => {
    expect(checkAmount(typed)).toEqual({ ok: true, amount });
  });

  it.each(['', '   ', '0', '0,00', '-5', 'abc', '1e3', '0x10', '12.5.3', 'Infinity'])(
    'refuses %j as an invalid amount',
    (typed) => {
      expect(checkAmount(typed)).toEqual({ ok: false, problem: 'invalidAmount' });
    },
  );

  it('refuses more than 2 decimals, also where three digits may mean a thousand', () => {
    expect(checkAmount('10.001')).toEqual({ ok: false, problem: 'amountDecimals' });
    expect(checkAmount('1.000')).toEqual({ ok: false, problem: 'amountDecimals' });
    expect(checkAmount('1,000')).toEqual({ ok: false, problem: 'amountDecimals' });
  });

  it('refuses more than 100,000 euros', () => {
    expect(checkAmount('100000.01')).toEqual({ ok: false, problem: 'amountTooLarge' });
    expect(checkAmount('250000')).toEqual({ ok: false, problem: 'amountTooLarge' });
  });
});

describe('checkAmount and the API agree', () => {
  // The page checks without zod; the API checks with the contract's schema. Whatever the page
  // takes, the API takes as the same number, and whatever the page refuses, the API refuses.
  it.each([
    '25',
    '12.50',
    '0.01',
    '100000',
    '100000.01',
    '250000',
    '12.',
    '.5',
    '0',
    '-5',
    '10.001',
    '1'.repeat(400),
    '99999.99',
    '00012',
    '3.1',
  ])('%j', (typed) => {
    const check = checkAmount(typed);
    const api = donationAmount.safeParse(normalizeAmount(typed));
    expect(check.ok).toBe(api.success);
    if (check.ok) expect(check.amount).toBe(api.data);
  });
});

describe('amountText', () => {
  it("writes a package's amount in the language's notation", () => {
    expect(amountText(25, 'en')).toBe('25.00');
    expect(amountText(12.5, 'nl')).toBe('12,50');
  });
});
