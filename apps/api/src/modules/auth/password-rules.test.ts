import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-rules';

describe('the most common passwords', () => {
  it('holds the well-known ones, whatever their case', async () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    // From well down the 10,000: Dutch words are there too.
    expect(await isCommonPassword('wachtwoord')).toBe(true);
    expect(await isCommonPassword('welkom01')).toBe(true);
  });

  it('holds runs of one character and straight runs, which the list leaves to patterns', async () => {
    for (const password of ['aaaaaaaa', 'abcdefghij', '98765432', 'zyxwvuts', '%%%%%%%%%']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets ordinary passphrases and rarer passwords through', async () => {
    for (const password of [
      'correct horse battery staple',
      'tulips in april',
      'zomerfiets-kaasbrood',
      'abcdefgh1',
      'password-for-the-bakery',
    ]) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
