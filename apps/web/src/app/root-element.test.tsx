import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { ROOT_ATTRIBUTES } from './root-element';

const root = document.documentElement;

function clearRoot() {
  for (const name of Object.keys(ROOT_ATTRIBUTES)) root.removeAttribute(name);
}

/** The attributes set on `<html>` while the provider mounts, by name. */
function attributesSetOnMount(): string[] {
  const observer = new MutationObserver(() => {});
  observer.observe(root, { attributes: true });
  render(
    <AppProvider env="test">
      <p>page</p>
    </AppProvider>,
  );
  const names = observer.takeRecords().map((record) => record.attributeName ?? '');
  observer.disconnect();
  return names;
}

describe('the root attributes Mantine uses', () => {
  afterEach(clearRoot);

  it('are on the <html> of index.html, which every page the server renders is made from', () => {
    const html = readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
      'utf8',
    );
    const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    for (const [name, value] of Object.entries(ROOT_ATTRIBUTES)) {
      expect(tag).toContain(`${name}="${value}"`);
    }
  });

  it('are left alone when <html> carries them (setting them again restyles the whole page)', () => {
    for (const [name, value] of Object.entries(ROOT_ATTRIBUTES)) root.setAttribute(name, value);
    expect(attributesSetOnMount()).toEqual([]);
  });

  it('are set when <html> lacks them', () => {
    clearRoot();
    const names = attributesSetOnMount();
    for (const name of Object.keys(ROOT_ATTRIBUTES)) expect(names).toContain(name);
    for (const [name, value] of Object.entries(ROOT_ATTRIBUTES)) {
      expect(root.getAttribute(name)).toBe(value);
    }
  });
});
