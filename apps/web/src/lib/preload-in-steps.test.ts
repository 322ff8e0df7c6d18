import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINKS_PER_STEP, preloadInSteps, resetPreloadInSteps } from './preload-in-steps';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
const files = (count: number, prefix = 'a') =>
  Array.from({ length: count }, (_, i) => `assets/${prefix}${i}.js`);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadInSteps', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    resetPreloadInSteps();
  });
  afterEach(() => {
    document.head.innerHTML = '';
    resetPreloadInSteps();
  });

  it('asks for the first files at once and the rest a step per task, and imports without waiting', async () => {
    const load = vi.fn(() => Promise.resolve({ Screen: 'screen' }));
    const loaded = preloadInSteps(load, files(LINKS_PER_STEP * 2 + 1));

    expect(preloads()).toEqual(files(LINKS_PER_STEP).map((file) => `/${file}`));
    await expect(loaded).resolves.toEqual({ Screen: 'screen' });
    expect(load).toHaveBeenCalledTimes(1);
    // The import did not wait for the later steps.
    expect(preloads()).toHaveLength(LINKS_PER_STEP);

    await nextTask();
    expect(preloads()).toHaveLength(LINKS_PER_STEP * 2);
    await nextTask();
    expect(preloads()).toEqual(files(LINKS_PER_STEP * 2 + 1).map((file) => `/${file}`));
    await nextTask();
    expect(preloads()).toHaveLength(LINKS_PER_STEP * 2 + 1);
  });

  it('asks once for a file the page or an earlier import asked for', async () => {
    const inPage = document.createElement('link');
    inPage.rel = 'modulepreload';
    inPage.href = '/assets/a0.js';
    document.head.appendChild(inPage);

    await preloadInSteps(() => Promise.resolve(1), ['assets/a0.js', 'assets/a1.js']);
    await preloadInSteps(() => Promise.resolve(2), ['assets/a1.js', 'assets/a2.js']);
    await nextTask();

    expect(preloads()).toEqual(['/assets/a0.js', '/assets/a1.js', '/assets/a2.js']);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="modulepreload"]',
    )) {
      if (link !== inPage) expect(link.crossOrigin).toBe('');
    }
  });

  it('lets the files of a second import wait for the step already planned', async () => {
    void preloadInSteps(() => Promise.resolve(1), files(LINKS_PER_STEP + 1));
    void preloadInSteps(() => Promise.resolve(2), files(2, 'b'));
    expect(preloads()).toHaveLength(LINKS_PER_STEP);
    await nextTask();
    expect(preloads()).toHaveLength(LINKS_PER_STEP * 2);
    // All of both imports' files, the second's after the first's.
    await nextTask();
    expect(preloads()).toEqual([
      ...files(LINKS_PER_STEP + 1).map((file) => `/${file}`),
      ...files(2, 'b').map((file) => `/${file}`),
    ]);
  });

  it('waits for a stylesheet before the import', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loaded = preloadInSteps(load, ['assets/screen.css']);
    await nextTask();
    expect(load).not.toHaveBeenCalled();

    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toMatch(/\/assets\/screen\.css$/);
    sheet?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('module');
  });

  it('tells the page when a file cannot load, and lets it handle the failure', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const heard = vi.fn((event: Event) => (event as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', heard);
    try {
      await expect(preloadInSteps(() => Promise.reject(failure), files(1))).rejects.toBe(failure);
      expect(heard).toHaveReturnedWith(failure);

      const takeOver = (event: Event) => event.preventDefault();
      window.addEventListener('vite:preloadError', takeOver);
      await expect(
        preloadInSteps(() => Promise.reject(failure), files(1, 'b')),
      ).resolves.toBeUndefined();
      window.removeEventListener('vite:preloadError', takeOver);
    } finally {
      window.removeEventListener('vite:preloadError', heard);
    }
  });
});
