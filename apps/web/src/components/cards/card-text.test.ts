import { describe, expect, it } from 'vitest';
import { progressPercent, truncateWords } from './card-text';

describe('truncateWords', () => {
  it('keeps the first words and adds an ellipsis when there were more', () => {
    expect(truncateWords('one two three four five six seven eight nine', 7)).toBe(
      'one two three four five six seven...',
    );
  });

  it('leaves a short text as it is, with its spacing tidied', () => {
    expect(truncateWords('  just   four little words ', 7)).toBe('just four little words');
  });
});

describe('progressPercent', () => {
  it('is raised / goal in whole percent', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(999, 1000)).toBe(99);
  });

  it('stops at 100 when a goal is passed', () => {
    expect(progressPercent(1500, 1000)).toBe(100);
  });

  it('is null without a goal', () => {
    expect(progressPercent(100, null)).toBeNull();
    expect(progressPercent(100, 0)).toBeNull();
  });
});
