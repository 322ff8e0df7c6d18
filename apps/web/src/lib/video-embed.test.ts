import { describe, expect, it } from 'vitest';
import { pictureLink, safeHttpUrl, youtubeEmbedUrl } from './video-embed';

const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ' https://www.youtube.com/live/dQw4w9WgXcQ ',
  ])('turns %s into the no-cookie embed address', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a link',
    null,
  ])('gives null for %s', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});

describe('pictureLink', () => {
  it('reads the link field of the JSON content', () => {
    expect(pictureLink('{"link":"https://cdn.example/a.jpg"}')).toBe('https://cdn.example/a.jpg');
    expect(pictureLink('{"link":"photo-1.jpg"}')).toBe('photo-1.jpg');
  });

  it('gives null for text that is no JSON, JSON without a link, or an unsafe link', () => {
    expect(pictureLink('https://cdn.example/a.jpg')).toBeNull();
    expect(pictureLink('{"url":"a.jpg"}')).toBeNull();
    expect(pictureLink('{"link":"javascript:alert(1)"}')).toBeNull();
    expect(pictureLink(null)).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) links and refuses other schemes', () => {
    expect(safeHttpUrl('https://vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  });
});
