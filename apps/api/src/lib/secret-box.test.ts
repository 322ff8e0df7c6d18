import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32).toString('hex');

  it('gives back what it sealed, and never stores the plain text', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('access_abc123');
    expect(sealed).not.toContain('access_abc123');
    expect(box.open(sealed)).toBe('access_abc123');
    // A fresh IV each time.
    expect(box.seal('access_abc123')).not.toBe(sealed);
  });

  it('refuses another key and tampered text', () => {
    const sealed = createSecretBox(key).seal('refresh_xyz');
    expect(() => createSecretBox(randomBytes(32).toString('base64')).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('refresh_abc').toString('base64url');
    expect(() => createSecretBox(key).open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(key).open('plain')).toThrow('not a sealed secret');
  });

  it('refuses a sealed value whose tag is cut short, whatever the length', () => {
    const box = createSecretBox(key);
    const parts = box.seal('{"p":"stop","s":1}').split('.');
    const tag = Buffer.from(parts[2]!, 'base64url');
    expect(tag).toHaveLength(16);
    // GCM checks only as many tag bytes as it is given: a 4-byte tag would be guessed in about
    // 2^32 tries, so anything but the whole 16 bytes is refused.
    for (const length of [4, 8, 12, 15]) {
      parts[2] = tag.subarray(0, length).toString('base64url');
      expect(() => box.open(parts.join('.')), `${length} bytes`).toThrow();
    }
  });
});
