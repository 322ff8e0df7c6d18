import sharp from 'sharp';
import type { Storage } from '../lib/storage';
import { createRandom, hashString } from './random';

/** Sizes of the generated pictures: square logos, wide banners, card pictures. */
const sizes = {
  logo: { width: 256, height: 256 },
  banner: { width: 1440, height: 450 },
  picture: { width: 900, height: 600 },
} as const;
export type ImageKind = keyof typeof sizes;

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * An abstract, text-free illustration in the given colour: a gradient with soft circles and a
 * wave (banners, pictures) or a rounded emblem (logos). Same key and colour, same picture.
 */
export function illustrationSvg(kind: ImageKind, color: string, key: string): string {
  const { width, height } = sizes[kind];
  const random = createRandom(hashString(`${kind}:${key}`));
  const light = shade(color, 0.55);
  const dark = shade(color, -0.35);
  if (kind === 'logo') {
    const petals = random.int(3, 6);
    const rotation = random.int(0, 90);
    const shapes = Array.from({ length: petals }, (_, i) => {
      const angle = rotation + (360 / petals) * i;
      return `<ellipse cx="128" cy="84" rx="26" ry="46" fill="#ffffff" fill-opacity="0.82" transform="rotate(${angle} 128 128)"/>`;
    }).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>${shapes}<circle cx="128" cy="128" r="24" fill="${dark}"/></svg>`;
  }
  const circles = Array.from({ length: 7 }, () => {
    const r = random.int(Math.round(height * 0.08), Math.round(height * 0.45));
    const cx = random.int(0, width);
    const cy = random.int(0, height);
    const opacity = (0.08 + random.next() * 0.22).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const waveY = Math.round(height * (0.62 + random.next() * 0.15));
  const amp = Math.round(height * 0.08);
  const wave = `<path d="M0 ${waveY} C ${width * 0.25} ${waveY - amp}, ${width * 0.5} ${waveY + amp}, ${width} ${waveY - amp / 2} L ${width} ${height} L 0 ${height} Z" fill="${dark}" fill-opacity="0.45"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${wave}</svg>`;
}

export function illustrationFileName(kind: ImageKind, name: string): string {
  return `demo-${kind}-${name}.webp`;
}

/**
 * Collects pictures to draw and draws them a few at a time, so rows can name their files first.
 */
export function createImageQueue(storage: Storage) {
  const jobs = new Map<string, { kind: ImageKind; name: string; color: string }>();
  return {
    /** Returns the file name at once; the file is written by `flush`. */
    add(kind: ImageKind, name: string, color: string): string {
      const file = illustrationFileName(kind, name);
      if (!jobs.has(file)) jobs.set(file, { kind, name, color });
      return file;
    },
    async flush(concurrency = 4): Promise<number> {
      const queue = [...jobs.values()];
      const total = queue.length;
      jobs.clear();
      const workers = Array.from({ length: concurrency }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          await writeIllustration(storage, job.kind, job.name, job.color);
        }
      });
      await Promise.all(workers);
      return total;
    },
  };
}

/**
 * Stores `demo-{kind}-{name}.webp` (once; an existing file is kept) and returns the file name
 * the database stores. The storage writes whole files only, so an interrupted run leaves none
 * half-written.
 */
export async function writeIllustration(
  storage: Storage,
  kind: ImageKind,
  name: string,
  color: string,
): Promise<string> {
  const file = illustrationFileName(kind, name);
  if (!(await storage.has(file))) {
    const buffer = await sharp(Buffer.from(illustrationSvg(kind, color, name)))
      .webp({ quality: 78, effort: 0 })
      .toBuffer();
    await storage.putAs(file, buffer);
  }
  return file;
}
