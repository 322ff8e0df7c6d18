import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How hard a new password is to guess, by zxcvbn-ts with its common dictionaries (the most used
 * passwords, diceware words, keyboard layouts). Large (its password list alone is about 200 kB
 * gzipped): only ever loaded with `import()`, when someone starts to type a new password
 * (`components/forms/password-strength.tsx`), never with a page. Language dictionaries (English
 * words and names add some 600 kB gzipped) are left out: this is a hint, the API's rules decide.
 * The person's own name and address are passed as words to avoid.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: StrengthScore;
  /** One of the most used passwords, which the API refuses. */
  common: boolean;
}

/** zxcvbn's warnings (as plain keys: no translation is set) for the most used passwords. */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common']);

export function estimateStrength(password: string, avoid: readonly string[] = []): Strength {
  const result = zxcvbn.check(password, [...avoid]);
  return {
    score: result.score,
    common: COMMON_WARNINGS.has(result.feedback.warning ?? ''),
  };
}
