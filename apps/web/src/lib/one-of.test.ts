import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of';

describe('oneOf', () => {
  const isColour = oneOf<'red' | 'green'>({ red: true, green: true });

  it("accepts the record's members and nothing else, inherited names included", () => {
    expect(['red', 'green'].map(isColour)).toEqual([true, true]);
    for (const value of ['blue', '', 'toString', '__proto__', 'constructor', 1, null, undefined]) {
      expect(isColour(value)).toBe(false);
    }
  });
});
