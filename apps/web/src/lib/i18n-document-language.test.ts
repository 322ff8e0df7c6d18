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

  it('leaves <html lang> alone when it names the language already (a restyle of the page)', async () => {
    document.documentElement.lang = 'en';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    vi.resetModules();
    const { i18n } = await import('./i18n');
    await i18n.changeLanguage('en');
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);
    observer.disconnect();
  });
});
