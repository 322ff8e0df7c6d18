import { said } from '@app/i18n/codes';
import { describe, expect, it } from 'vitest';
import { idParam, PAGE_MAX, pagedQuery } from './common';
import { companyEventFields } from './company-events';
import { donationPackageBody } from './donation-packages';
import { donationAmount, payQuery } from './donations';
import { donationAmountProblems, donationMessages } from './donations-rules';
import { followBody } from './follows';
import { fundraiserUpdateFields } from './fundraisers';
import { jobPayBody } from './payments';
import { popularTopicsQuery } from './topics';
import { pageUpdateBody } from './updates';

/** Texts that Number() reads as a number, though nobody writes a number that way. */
const notNumbers = ['0x10', '0b1', '0o7', '1e3', 'Infinity', '-Infinity', 'NaN', '', ' '];

describe('whole numbers in paths and query strings', () => {
  it('reads plain decimal digits and JSON numbers', () => {
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParam.parse({ id: 12 })).toEqual({ id: 12 });
    expect(pagedQuery.parse({ page: '3', per_page: '50' })).toMatchObject({
      page: 3,
      per_page: 50,
    });
    expect(pagedQuery.parse({})).toMatchObject({ page: 1, per_page: 20 });
    expect(popularTopicsQuery.parse({ limit: '5' })).toEqual({ limit: 5 });
  });

  it.each([...notNumbers, ' 7', '7 ', '+7', '-0', '1.0', true, null, [], ['7'], {}])(
    'refuses %j instead of reading a number nobody wrote',
    (value) => {
      expect(idParam.safeParse({ id: value }).success).toBe(false);
      expect(pagedQuery.safeParse({ page: value }).success).toBe(false);
      expect(pagedQuery.safeParse({ per_page: value }).success).toBe(false);
      expect(popularTopicsQuery.safeParse({ limit: value }).success).toBe(false);
      expect(followBody.safeParse({ type: 'topic', id: value }).success).toBe(false);
    },
  );

  it('refuses a page past what the database takes as an offset', () => {
    expect(pagedQuery.parse({ page: String(PAGE_MAX) }).page).toBe(PAGE_MAX);
    const result = pagedQuery.safeParse({ page: '200000000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      said('field.may_not_be_greater', { attribute: 'page', max: PAGE_MAX }),
    );
  });

  it('refuses ids in bodies that Number() would read generously', () => {
    for (const value of ['0x10', '1e3', true]) {
      expect(jobPayBody.safeParse({ plan_id: value }).success).toBe(false);
      expect(pageUpdateBody.shape.page_id.safeParse(value).success).toBe(false);
      expect(pageUpdateBody.shape.event_id.safeParse(value).success).toBe(false);
      expect(fundraiserUpdateFields.shape.topic_id.safeParse(value).success).toBe(false);
      expect(payQuery.shape.object_id.safeParse(value).success).toBe(false);
    }
  });
});

describe('amounts', () => {
  it('reads plain decimals', () => {
    for (const [text, euros] of [
      ['25', 25],
      ['12.5', 12.5],
      ['12.50', 12.5],
      [' 7 ', 7],
    ] as const) {
      expect(donationAmount.parse(text)).toBe(euros);
      expect(donationPackageBody.shape.amount.parse(text)).toBe(euros);
      expect(companyEventFields.shape.goal.parse(text)).toBe(euros);
    }
  });

  it.each(notNumbers.filter((text) => text.trim() !== ''))(
    'refuses %j with the message for an invalid amount',
    (text) => {
      const result = donationAmount.safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        donationMessages.invalidAmount,
      ]);
      expect(donationPackageBody.shape.amount.safeParse(text).success).toBe(false);
      expect(companyEventFields.shape.goal.safeParse(text).success).toBe(false);
    },
  );
});

describe('the donation amount rule', () => {
  const { invalidAmount, amountDecimals, amountTooLarge } = donationMessages;
  it.each([
    [25, []],
    [0.01, []],
    [12.5, []],
    [100_000, []],
    [0, [invalidAmount]],
    [-5, [invalidAmount]],
    [-1.234, [invalidAmount, amountDecimals]],
    [12.345, [amountDecimals]],
    [100_000.01, [amountTooLarge]],
    [250_000.555, [amountTooLarge]],
  ])('%j: the plain rule and the schema say the same', (amount, problems) => {
    expect(donationAmountProblems(amount)).toEqual(problems);
    const result = donationAmount.safeParse(String(amount));
    expect(result.error?.issues.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});
