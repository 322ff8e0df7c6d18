import { afterEach, describe, expect, it, vi } from 'vitest';

describe('<html lang>', () => {
  afterEach(() => vi.resetModules());

  it('names the active language from the start and follows every switch', async () => {
    document.documentElement.lang = 'xx';
    vi.resetModules();
    const { i18n } = await import('./i18n');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('nl');
    expect(document.documentElement.lang).toBe('nl');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
