import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollKey } from './root-layout';

const at = (pathname: string, search: string, key: string): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key,
});

describe('scrollKey', () => {
  it('keeps a loaded page (no history key of its own) by its address', () => {
    expect(scrollKey(at('/', '?lang=nl', 'default'))).toBe('/?lang=nl');
    expect(scrollKey(at('/nonprofit-details/3', '', 'default'))).toBe('/nonprofit-details/3');
  });

  it('keeps a page reached in the app by its history entry', () => {
    expect(scrollKey(at('/discover', '', 'x1y2z3'))).toBe('x1y2z3');
  });
});
