import { describe, expect, it } from 'vitest';
import { containsPersonalData, personalWords } from './auth-rules';
import { authMessages, registerBody } from './auth';

describe('a password holding its account', () => {
  it('reads the address, its local part and words, and the words of the name, four characters or more', () => {
    expect(
      personalWords({ email: 'Anna.de-Vries@Example.org', name: 'Jo van Dijk-Ölçer' }),
    ).toEqual(['anna.de-vries@example.org', 'anna.de-vries', 'anna', 'vries', 'dijk', 'ölçer']);
    expect(personalWords({ email: 'bo@example.org', name: 'Li' })).toEqual(['bo@example.org']);
    expect(personalWords({})).toEqual([]);
  });

  it('finds them in any case, and not the short parts', () => {
    const owner = { email: 'anna.de-vries@example.org', name: 'Jo van Dijk' };
    expect(containsPersonalData('ik-ben-ANNA-2024', owner)).toBe(true);
    expect(containsPersonalData('VRIESKIST', owner)).toBe(true);
    expect(containsPersonalData('dijkgraaf!', owner)).toBe(true);
    expect(containsPersonalData('jo-van-de-straat', owner)).toBe(false);
    // Every owner given counts: the account as it is, and as the same change makes it.
    expect(containsPersonalData('anything', {}, { name: 'Thingy' })).toBe(false);
    expect(containsPersonalData('anything', { name: 'Thingy' }, { name: 'Thing' })).toBe(true);
  });

  it('is what the sign-up schema says, once, on password', () => {
    const body = (password: string, email = 'anna@example.org') => ({
      name: 'Anna Visser',
      email,
      password,
      password_confirmation: password,
    });
    const personal = registerBody.safeParse(body('visser-and-sons'));
    expect(personal.error?.issues).toMatchObject([
      { path: ['password'], message: authMessages.passwordPersonal },
    ]);
    // A password too short gets that message only; a bad address does not hide the rule.
    expect(registerBody.safeParse(body('anna')).error?.issues).toMatchObject([
      { path: ['password'], message: authMessages.passwordTooShort },
    ]);
    expect(
      registerBody
        .safeParse(body('anna-at-home', 'anna@'))
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['email', 'password']);
    expect(registerBody.safeParse(body('tulips in april')).success).toBe(true);
  });
});
