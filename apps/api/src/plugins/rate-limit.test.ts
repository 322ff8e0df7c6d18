import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { passwordGuesses, slowDownDelay } from './rate-limit';

describe('the wait of a password guess', () => {
  const { slowDown } = passwordGuesses(loadConfig({}), 'email');

  it('starts after three failures at 250 ms and doubles up to 3 s', () => {
    const waits = Array.from({ length: 10 }, (_, failures) => slowDownDelay(failures, slowDown));
    expect(waits).toEqual([0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000]);
  });

  it('stays at the cap however many failures came before', () => {
    for (const failures of [100, 1_000, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(slowDownDelay(failures, slowDown)).toBe(3000);
    }
  });

  it('never waits more than 5 s, whatever the configuration says', () => {
    expect(() => loadConfig({ PASSWORD_GUESS_DELAY_MAX_MS: '5001' })).toThrow(
      /PASSWORD_GUESS_DELAY_MAX_MS/,
    );
  });
});
