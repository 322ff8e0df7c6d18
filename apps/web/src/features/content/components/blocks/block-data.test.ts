import { describe, expect, it } from 'vitest';
import {
  contactFormFields,
  isInternalPath,
  normaliseHref,
  readItems,
  readText,
} from './block-data';

describe('block data readers', () => {
  it('read trimmed text and skip empty or non-text values', () => {
    expect(readText({ heading: '  Hello ' }, 'heading')).toBe('Hello');
    expect(readText({ heading: '   ' }, 'heading')).toBeNull();
    expect(readText({ heading: 3 }, 'heading')).toBeNull();
    expect(readText(null, 'heading')).toBeNull();
  });

  it('read the objects of a list and skip anything else', () => {
    expect(readItems({ items: [{ question: 'Q' }, 'x', null, 4] }, 'items')).toEqual([
      { question: 'Q' },
    ]);
    expect(readItems({ items: 'nope' }, 'items')).toEqual([]);
  });
});

describe('contact form fields', () => {
  it("come from the first item's keys, in the form's order", () => {
    expect(contactFormFields({ fields: [{ message: '', name: '', email: '' }] })).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('accept a bare array and ignore unknown keys', () => {
    expect(contactFormFields([{ subject: '', phone: '' }])).toEqual(['subject']);
  });

  it('are empty when the block has no usable item', () => {
    expect(contactFormFields({ fields: [] })).toEqual([]);
    expect(contactFormFields({})).toEqual([]);
    expect(contactFormFields({ fields: ['name'] })).toEqual([]);
  });
});

describe('links', () => {
  it('get https:// when they have no scheme, a dot and no space', () => {
    expect(normaliseHref('example.org/help')).toBe('https://example.org/help');
    expect(normaliseHref('https://example.org')).toBe('https://example.org');
    expect(normaliseHref('mailto:team@example.org')).toBe('mailto:team@example.org');
    expect(normaliseHref('tel:+31201234567')).toBe('tel:+31201234567');
    expect(normaliseHref('/discover')).toBe('/discover');
    expect(normaliseHref('#faq')).toBe('#faq');
    expect(normaliseHref('not a link.')).toBe('not a link.');
    expect(normaliseHref('contact')).toBe('contact');
  });

  it('tell app paths from other addresses', () => {
    expect(isInternalPath('/discover')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://example.org')).toBe(false);
  });
});
