import { afterEach, describe, expect, it } from 'vitest';

// setup-tests.ts has already installed the memoized getComputedStyle.
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('memoized getComputedStyle', () => {
  it('answers again from memory while nothing changes', () => {
    const box = document.body.appendChild(document.createElement('div'));
    expect(getComputedStyle(box)).toBe(getComputedStyle(box));
  });

  it('follows inline styles, attributes, style sheets and moves in the tree', () => {
    const outer = document.body.appendChild(document.createElement('section'));
    const inner = outer.appendChild(document.createElement('span'));
    expect(getComputedStyle(inner).display).toBe('inline');
    expect(getComputedStyle(inner).visibility).toBe('visible');

    inner.style.display = 'none';
    expect(getComputedStyle(inner).display).toBe('none');

    inner.removeAttribute('style');
    outer.style.visibility = 'hidden';
    expect(getComputedStyle(inner).display).toBe('inline');
    expect(getComputedStyle(inner).visibility).toBe('hidden');

    const sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = '.gone { display: none; }';
    inner.className = 'gone';
    expect(getComputedStyle(inner).display).toBe('none');
    sheet.textContent = '';
    expect(getComputedStyle(inner).display).toBe('inline');

    document.body.appendChild(inner);
    expect(getComputedStyle(inner).visibility).toBe('visible');
  });

  it('leaves detached elements to jsdom', () => {
    const loose = document.createElement('div');
    loose.style.display = 'flex';
    expect(getComputedStyle(loose).display).toBe('flex');
    expect(getComputedStyle(loose)).not.toBe(getComputedStyle(loose));
  });
});
