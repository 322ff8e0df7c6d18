import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './use-on-demand';

describe('loadOnce', () => {
  it('loads once however many places ask, and every one gets the same result', async () => {
    const load = vi.fn(() => Promise.resolve('the check'));
    const asked = [loadOnce(load), loadOnce(load), loadOnce(load)];
    expect(await Promise.all(asked)).toEqual(['the check', 'the check', 'the check']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call (offline for a moment)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('the check');
    await expect(loadOnce(load)).rejects.toThrow('offline');
    expect(await loadOnce(load)).toBe('the check');
    expect(await loadOnce(load)).toBe('the check');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
