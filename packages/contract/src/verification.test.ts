import { describe, expect, it } from 'vitest';
import { passesElevenTest } from './nonprofits';
import {
  adminVerifyBody,
  checkedRsin,
  isAnbiConfirmed,
  isKvkNumber,
  kvkNumber,
  verificationMessages,
  verificationProblems,
} from './verification';

// Numbers that pass the test (9a + 8b + ... + 2h - i is a multiple of 11), and numbers one
// keystroke away from them.
const validRsins = ['804312345', '820646660', '123456782', '111222333'];
const invalidRsins = [
  '804312346', // last digit off by one
  '820646661',
  '820466660', // two neighbours swapped
  '000000000', // passes the sum, but is no number
  '12345678', // eight digits
  '1234567890',
  '12345678a',
  '',
];

describe('the eleven test of an RSIN', () => {
  it.each(validRsins)('passes %s', (rsin) => {
    expect(passesElevenTest(rsin)).toBe(true);
    expect(checkedRsin.parse(rsin)).toBe(rsin);
  });

  it.each(invalidRsins)('refuses %j', (rsin) => {
    expect(passesElevenTest(rsin)).toBe(false);
    const result = checkedRsin.safeParse(rsin);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(verificationMessages.rsinInvalid);
  });

  it('reads an RSIN typed with spaces or dots', () => {
    expect(checkedRsin.parse('8206 46 660')).toBe('820646660');
    expect(checkedRsin.parse('8206.46.660')).toBe('820646660');
  });

  it('refuses what is no text, without throwing', () => {
    for (const value of [820646660, null, {}, ['820646660'], '8206\u000046660']) {
      expect(checkedRsin.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('a KvK number', () => {
  it('is exactly 8 digits', () => {
    expect(isKvkNumber('41197298')).toBe(true);
    expect(kvkNumber.parse('4119 7298')).toBe('41197298');
    for (const bad of ['4119729', '411972980', '4119729a', '', '-1197298']) {
      expect(isKvkNumber(bad), bad).toBe(false);
      expect(kvkNumber.safeParse(bad).success, bad).toBe(false);
    }
    expect(kvkNumber.safeParse(41197298).success).toBe(false);
  });
});

describe('the verify body', () => {
  it('requires a reason, and the checks of each kind', () => {
    expect(adminVerifyBody.safeParse({ reason: '  ' }).success).toBe(false);
    const bare = adminVerifyBody.parse({ reason: 'Checked the registers' });
    expect(verificationProblems('nonprofit', bare)).toEqual({
      kvk_number: [verificationMessages.kvkRequired],
      rsin: [verificationMessages.rsinRequired],
      anbi: [verificationMessages.anbiRequired],
    });
    expect(verificationProblems('company', bare)).toEqual({
      kvk_number: [verificationMessages.kvkRequired],
    });
    expect(verificationProblems('fundraiser', bare)).toEqual({});
    const full = adminVerifyBody.parse({
      reason: 'KvK and ANBI register',
      kvk_number: '41197298',
      rsin: '804312345',
      anbi: false,
    });
    expect(verificationProblems('nonprofit', full)).toEqual({});
  });
});

describe('isAnbiConfirmed', () => {
  const checked = { verified: true, anbiConfirmed: true, anbiCheckedAt: '2026-11-29T10:00:00Z' };
  it('is true only for a verified page whose ANBI status the platform found', () => {
    expect(isAnbiConfirmed(checked)).toBe(true);
    expect(isAnbiConfirmed({ ...checked, verified: false })).toBe(false);
    expect(isAnbiConfirmed({ ...checked, anbiConfirmed: false })).toBe(false);
    expect(isAnbiConfirmed({ ...checked, anbiConfirmed: null })).toBe(false);
    expect(isAnbiConfirmed({ ...checked, anbiCheckedAt: null })).toBe(false);
  });
});
