import { describe, expect, it } from 'vitest';
import { normaliseHref, sanitizeRichText, storedRichText } from './rich-text';

describe('normaliseHref', () => {
  it.each([
    ['www.un.org/sustainabledevelopment', 'https://www.un.org/sustainabledevelopment'],
    ['example.org', 'https://example.org'],
    ['https://example.org', 'https://example.org'],
    ['http://example.org', 'http://example.org'],
    ['mailto:hello@pifworld.org', 'mailto:hello@pifworld.org'],
    ['tel:+31201234567', 'tel:+31201234567'],
    ['/discover', '/discover'],
    ['#faq', '#faq'],
    ['not a link.com', 'not a link.com'],
    ['nodot', 'nodot'],
  ])('%s -> %s', (href, expected) => {
    expect(normaliseHref(href)).toBe(expected);
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting and links, drops scripts, handlers, styles and unsafe schemes', () => {
    const html = sanitizeRichText(
      '<h2 onclick="x()">Title</h2><p style="color:red">Hi <strong>there</strong><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a> <img src=x onerror=alert(1)></p>',
    );
    expect(html).toBe('<h2>Title</h2><p>Hi <strong>there</strong><a>bad</a> </p>');
  });

  it('completes scheme-less links and opens external ones in a new tab without opener or referrer', () => {
    expect(sanitizeRichText('<a href="www.un.org">UN</a>')).toBe(
      '<a href="https://www.un.org" target="_blank" rel="noopener noreferrer">UN</a>',
    );
    expect(sanitizeRichText('<a href="/discover" target="_self">Discover</a>')).toBe(
      '<a href="/discover">Discover</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@pifworld.org">mail</a>')).toBe(
      '<a href="mailto:hello@pifworld.org">mail</a>',
    );
  });
});

describe('storedRichText', () => {
  it('keeps sanitised text and stores an empty editor as null', () => {
    expect(storedRichText('<p>Hi <script>x()</script><b>there</b></p>')).toBe(
      '<p>Hi <b>there</b></p>',
    );
    expect(storedRichText('<p><br></p>')).toBeNull();
    expect(storedRichText(' <p>&nbsp;</p> ')).toBeNull();
  });
});
