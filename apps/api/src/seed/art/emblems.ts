/**
 * Square pictures: an organisation's emblem (its initials and a symbol of what it does, in its
 * colour) and a person's portrait (face, hair, clothes drawn from a seeded mix, so no two alike).
 */
import { createRandom, hashString } from '../random';
import * as k from './kit';

const SIZE = 512;

/** Small symbols for emblems, drawn white in a 40 x 40 box centred on the origin. */
export const glyphs: Record<string, string> = {
  heart: `<path d="M0 16 C-4 12 -18 4 -18 -6 C-18 -13 -12 -17 -7 -17 C-3 -17 -1 -14 0 -11 C1 -14 3 -17 7 -17 C12 -17 18 -13 18 -6 C18 4 4 12 0 16 Z"/>`,
  drop: `<path d="M0 -18 Q14 0 12 7 Q10 17 0 17 Q-10 17 -12 7 Q-14 0 0 -18 Z"/>`,
  leaf: `<path d="M-14 14 Q-16 -14 16 -16 Q16 14 -14 14 Z"/><path d="M-14 14 L8 -8" stroke="currentColor" stroke-width="2.5"/>`,
  sun: `<circle r="8"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="-2" y="-18" width="4" height="7" rx="2" transform="rotate(${a})"/>`).join('')}`,
  book: `<path d="M-18 12 L0 15 L18 12 L18 -12 L0 -9 L-18 -12 Z"/><path d="M0 -9 L0 15" stroke="currentColor" stroke-width="2.5"/>`,
  bowl: `<path d="M-18 -2 L18 -2 Q16 16 0 16 Q-16 16 -18 -2 Z"/><path d="M-6 -8 Q-2 -14 -6 -18 M4 -8 Q8 -14 4 -18" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  paw: `<ellipse cx="0" cy="7" rx="9" ry="8"/><circle cx="-11" cy="-5" r="4"/><circle cx="-4" cy="-12" r="4"/><circle cx="4" cy="-12" r="4"/><circle cx="11" cy="-5" r="4"/>`,
  ball: `<circle r="16"/><path d="M0 -6 l6 4 l-2 7 l-8 0 l-2 -7 Z" fill="currentColor"/>`,
  moon: `<path d="M6 -16 A16 16 0 1 0 16 8 A12 12 0 1 1 6 -16 Z"/>`,
  wave: `<path d="M-18 -6 Q-9 -14 0 -6 T18 -6 M-18 6 Q-9 -2 0 6 T18 6" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  needle: `<path d="M-16 16 L14 -14" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="13" cy="-13" r="3" fill="currentColor"/><path d="M-10 -6 Q0 -20 12 -4 Q20 8 4 14" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  wheel: `<circle r="15" fill="none" stroke="#fff" stroke-width="4"/><circle r="3"/><path d="M0 -15 L0 15 M-15 0 L15 0" stroke="#fff" stroke-width="2"/>`,
  bread: `<path d="M-18 8 Q-20 -12 0 -12 Q20 -12 18 8 Z"/><path d="M-8 -6 l4 6 M0 -7 l4 6 M8 -6 l4 6" stroke="currentColor" stroke-width="2"/>`,
  cup: `<path d="M-12 -8 L12 -8 L10 14 L-10 14 Z"/><path d="M12 -4 Q20 0 12 8" stroke="#fff" stroke-width="3" fill="none"/><path d="M-3 -12 Q0 -16 -3 -20 M4 -12 Q7 -16 4 -20" stroke="#fff" stroke-width="2" fill="none"/>`,
  pixel: `<rect x="-16" y="-16" width="14" height="14"/><rect x="2" y="-16" width="14" height="14" opacity="0.7"/><rect x="-16" y="2" width="14" height="14" opacity="0.7"/><rect x="2" y="2" width="14" height="14"/>`,
  scales: `<path d="M0 -16 L0 14 M-12 14 L12 14 M-16 -10 L16 -10" stroke="#fff" stroke-width="3"/><path d="M-22 2 Q-16 8 -10 2 Z M10 2 Q16 8 22 2 Z"/>`,
  tree: `<circle cx="0" cy="-6" r="12"/><rect x="-2.5" y="4" width="5" height="12"/>`,
  star: `<path d="M0 -17 L5 -5 L17 -5 L7 3 L11 16 L0 8 L-11 16 L-7 3 L-17 -5 L-5 -5 Z"/>`,
  chat: `<path d="M-16 -12 Q-16 -16 -12 -16 L12 -16 Q16 -16 16 -12 L16 4 Q16 8 12 8 L-2 8 L-10 16 L-9 8 L-12 8 Q-16 8 -16 4 Z"/>`,
  house: `<path d="M-16 0 L0 -16 L16 0 L12 0 L12 16 L-12 16 L-12 0 Z"/>`,
  runner: `<circle cx="4" cy="-13" r="4"/><path d="M2 -7 L-2 4 L-10 12 M-2 4 L6 8 L6 16 M1 -5 L10 -1 M1 -5 L-8 -2" stroke="#fff" stroke-width="3.5" stroke-linecap="round" fill="none"/>`,
  music: `<path d="M-6 10 L-6 -12 L12 -16 L12 6" stroke="#fff" stroke-width="3" fill="none"/><circle cx="-10" cy="10" r="5"/><circle cx="8" cy="6" r="5"/>`,
};

type Shape = 'circle' | 'rounded' | 'shield' | 'hexagon' | 'leaf' | 'badge';
const shapes: Shape[] = ['circle', 'rounded', 'shield', 'hexagon', 'leaf', 'badge'];

function shapePath(shape: Shape, fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="256" cy="256" r="236" fill="${fill}"/>`;
    case 'rounded':
      return `<rect x="24" y="24" width="464" height="464" rx="96" fill="${fill}"/>`;
    case 'shield':
      return `<path d="M256 20 L470 80 L470 250 Q470 420 256 494 Q42 420 42 250 L42 80 Z" fill="${fill}"/>`;
    case 'hexagon':
      return `<path d="M256 16 L464 136 L464 376 L256 496 L48 376 L48 136 Z" fill="${fill}"/>`;
    case 'leaf':
      return `<path d="M40 472 Q20 40 472 40 Q492 472 40 472 Z" fill="${fill}"/>`;
    default:
      return `<rect x="24" y="24" width="464" height="464" rx="232" fill="${fill}"/><rect x="24" y="256" width="464" height="232" rx="40" fill="${fill}"/>`;
  }
}

/** The initials of a name: the first letters of its first two significant words. */
export function initials(name: string): string {
  const skip = new Set([
    'de',
    'het',
    'van',
    'the',
    'for',
    'a',
    'of',
    'en',
    '&',
    'and',
    'stichting',
    'at',
    'in',
  ]);
  const words = name
    .replace(/[^\p{L}\p{N}\s&]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !skip.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || name.slice(0, 1).toUpperCase();
}

/**
 * An emblem: a shape in the colour, the initials in white (none when `name` is empty), a symbol. The shape, the symbol's
 * place and the accent differ by key, so two organisations of the same colour still differ.
 */
export function emblemSvg(name: string, colour: string, glyph: string, key: string): string {
  const random = createRandom(hashString(`emblem:${key}`));
  const shape = random.pick(shapes);
  const dark = k.shade(colour, -0.3);
  const light = k.shade(colour, 0.3);
  const text = initials(name);
  const size = text.length > 1 ? 170 : 210;
  const symbol = glyphs[glyph] ?? glyphs.star!;
  const ring = random.chance(0.5)
    ? `<circle cx="256" cy="256" r="200" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`
    : `<path d="M60 ${random.int(330, 380)} Q256 ${random.int(280, 330)} 452 ${random.int(330, 380)}" stroke="${light}" stroke-width="10" fill="none" stroke-opacity="0.7"/>`;
  if (!name) {
    // No words: the symbol alone, large (topics are read in two languages).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 512 512">
<defs><linearGradient id="e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
${shapePath(shape, 'url(#e)')}${ring}<g transform="translate(256 256) scale(6.4)" fill="#fff" color="${dark}">${symbol}</g></svg>`;
  }
  const glyphAt = random.pick([
    [256, 128],
    [380, 140],
    [256, 400],
  ] as const);
  const textY = glyphAt[1] > 300 ? 300 : 340;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 512 512">
<defs><linearGradient id="e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
${shapePath(shape, 'url(#e)')}${ring}
<g transform="translate(${glyphAt[0]} ${glyphAt[1]}) scale(2.6)" fill="#fff" color="${dark}">${symbol}</g>
<text x="256" y="${textY}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="middle" letter-spacing="4">${text}</text></svg>`;
}

const backgrounds = [
  '#ffe5d9',
  '#d8f3dc',
  '#dbe7ff',
  '#fff1c1',
  '#f3d5ff',
  '#cdeefa',
  '#ffd6e0',
  '#e9edc9',
];

type PortraitHair =
  | 'short'
  | 'side'
  | 'long'
  | 'bob'
  | 'curly'
  | 'afro'
  | 'bun'
  | 'bald'
  | 'scarf'
  | 'braids'
  | 'quiff';

/**
 * A head-and-shoulders portrait. Face shape, eyes, brows, nose, mouth, hair, glasses, beard,
 * earrings and clothes all come from the key, so each person looks like someone.
 */
export function portraitSvg(key: string): string {
  const r = createRandom(hashString(`portrait:${key}`));
  const skin = r.pick(k.skins);
  const hair = r.pick(k.hairColours);
  const style = r.pick<PortraitHair>([
    'short',
    'side',
    'long',
    'bob',
    'curly',
    'afro',
    'bun',
    'bald',
    'scarf',
    'braids',
    'quiff',
  ]);
  const top = r.pick(k.clothes);
  const bg = r.pick(backgrounds);
  const faceW = r.int(78, 92);
  const faceH = r.int(98, 112);
  const cx = 256;
  const cy = 226;
  const shadowSkin = k.shade(skin, -0.12);
  const eyeY = cy + r.int(-6, 6);
  const eyeGap = r.int(30, 38);
  const eyeShape = r.int(0, 2);
  const eye = (x: number) =>
    eyeShape === 0
      ? `<circle cx="${x}" cy="${eyeY}" r="7" fill="#2b2320"/><circle cx="${x + 2}" cy="${eyeY - 2}" r="2" fill="#fff"/>`
      : eyeShape === 1
        ? `<ellipse cx="${x}" cy="${eyeY}" rx="9" ry="6" fill="#fff"/><circle cx="${x}" cy="${eyeY}" r="5" fill="#3a2a20"/>`
        : `<path d="M${x - 9} ${eyeY + 2} Q${x} ${eyeY - 8} ${x + 9} ${eyeY + 2}" stroke="#2b2320" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const browTilt = r.int(-4, 4);
  const brows = [-1, 1]
    .map(
      (side) =>
        `<path d="M${cx + side * eyeGap - 12} ${eyeY - 18 + side * browTilt * 0.3} Q${cx + side * eyeGap} ${eyeY - 26} ${cx + side * eyeGap + 12} ${eyeY - 18 - side * browTilt * 0.3}" stroke="${k.shade(hair, -0.2)}" stroke-width="${r.int(4, 7)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const mouthW = r.int(16, 28);
  const mouth = r.chance(0.5)
    ? `<path d="M${cx - mouthW} ${cy + 46} Q${cx} ${cy + 66} ${cx + mouthW} ${cy + 46} Z" fill="#8d2f2f"/><path d="M${cx - mouthW + 4} ${cy + 48} L${cx + mouthW - 4} ${cy + 48}" stroke="#fff" stroke-width="5"/>`
    : `<path d="M${cx - mouthW} ${cy + 48} Q${cx} ${cy + 60} ${cx + mouthW} ${cy + 48}" stroke="#8d2f2f" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const nose = r.chance(0.5)
    ? `<path d="M${cx - 4} ${cy + 8} Q${cx - 8} ${cy + 28} ${cx + 4} ${cy + 28}" stroke="${k.shade(skin, -0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>`
    : `<ellipse cx="${cx}" cy="${cy + 24}" rx="${r.int(8, 12)}" ry="7" fill="${k.shade(skin, -0.1)}"/>`;
  const cheeks = r.chance(0.5)
    ? `<circle cx="${cx - 50}" cy="${cy + 30}" r="12" fill="#ff8fa3" fill-opacity="0.35"/><circle cx="${cx + 50}" cy="${cy + 30}" r="12" fill="#ff8fa3" fill-opacity="0.35"/>`
    : '';
  const glasses = r.chance(0.3)
    ? (() => {
        const frame = r.pick(['#222', '#8d5524', '#3a86ff', '#c1121f']);
        const round = r.chance(0.5);
        const lens = (x: number) =>
          round
            ? `<circle cx="${x}" cy="${eyeY}" r="19" fill="#fff" fill-opacity="0.15" stroke="${frame}" stroke-width="5"/>`
            : `<rect x="${x - 21}" y="${eyeY - 15}" width="42" height="30" rx="8" fill="#fff" fill-opacity="0.15" stroke="${frame}" stroke-width="5"/>`;
        return (
          lens(cx - eyeGap) +
          lens(cx + eyeGap) +
          `<path d="M${cx - eyeGap + 20} ${eyeY} L${cx + eyeGap - 20} ${eyeY}" stroke="${frame}" stroke-width="4"/>`
        );
      })()
    : '';
  const longHair = ['long', 'bob', 'braids', 'scarf'].includes(style);
  const beard =
    !longHair && style !== 'bun' && r.chance(0.35)
      ? r.chance(0.5)
        ? `<path d="M${cx - faceW + 6} ${cy + 10} Q${cx - faceW + 10} ${cy + faceH + 6} ${cx} ${cy + faceH + 8} Q${cx + faceW - 10} ${cy + faceH + 6} ${cx + faceW - 6} ${cy + 10} Q${cx + 40} ${cy + 70} ${cx} ${cy + 40} Q${cx - 40} ${cy + 70} ${cx - faceW + 6} ${cy + 10} Z" fill="${hair}"/>`
        : `<path d="M${cx - 30} ${cy + 42} Q${cx} ${cy + 30} ${cx + 30} ${cy + 42} Q${cx} ${cy + 38} ${cx - 30} ${cy + 42} Z" fill="${hair}" stroke="${hair}" stroke-width="6"/>`
      : '';
  const earrings =
    longHair && r.chance(0.5)
      ? `<circle cx="${cx - faceW - 2}" cy="${cy + 30}" r="6" fill="#ffd166"/><circle cx="${cx + faceW + 2}" cy="${cy + 30}" r="6" fill="#ffd166"/>`
      : '';
  const top_ = cy - faceH;
  const back: Record<PortraitHair, string> = {
    long: `<path d="M${cx - faceW - 16} ${cy - 20} Q${cx - faceW - 30} ${cy + 160} ${cx - faceW + 10} ${cy + 190} L${cx + faceW - 10} ${cy + 190} Q${cx + faceW + 30} ${cy + 160} ${cx + faceW + 16} ${cy - 20} Z" fill="${hair}"/>`,
    bob: `<path d="M${cx - faceW - 18} ${cy - 30} L${cx - faceW - 18} ${cy + 70} Q${cx - faceW} ${cy + 84} ${cx - faceW + 20} ${cy + 70} L${cx + faceW - 20} ${cy + 70} Q${cx + faceW} ${cy + 84} ${cx + faceW + 18} ${cy + 70} L${cx + faceW + 18} ${cy - 30} Z" fill="${hair}"/>`,
    braids: `<path d="M${cx - faceW - 10} ${cy - 20} L${cx - faceW - 16} ${cy + 190} L${cx - faceW + 14} ${cy + 190} L${cx - faceW + 8} ${cy} Z M${cx + faceW + 10} ${cy - 20} L${cx + faceW + 16} ${cy + 190} L${cx + faceW - 14} ${cy + 190} L${cx + faceW - 8} ${cy} Z" fill="${hair}"/>`,
    afro: `<circle cx="${cx}" cy="${cy - 40}" r="${faceW + 44}" fill="${hair}"/>`,
    scarf: `<path d="M${cx - faceW - 24} ${cy - 10} Q${cx - faceW - 30} ${cy + 150} ${cx - 150} ${cy + 200} L${cx + 150} ${cy + 200} Q${cx + faceW + 30} ${cy + 150} ${cx + faceW + 24} ${cy - 10} Q${cx + faceW + 20} ${top_ - 40} ${cx} ${top_ - 40} Q${cx - faceW - 20} ${top_ - 40} ${cx - faceW - 24} ${cy - 10} Z" fill="${k.shade(top, 0.25)}"/>`,
    bun: `<circle cx="${cx}" cy="${top_ - 26}" r="36" fill="${hair}"/>`,
    short: '',
    side: '',
    curly: '',
    bald: '',
    quiff: '',
  };
  const front: Record<PortraitHair, string> = {
    short: `<path d="M${cx - faceW - 4} ${cy - 10} Q${cx - faceW - 6} ${top_ - 20} ${cx} ${top_ - 18} Q${cx + faceW + 6} ${top_ - 20} ${cx + faceW + 4} ${cy - 10} Q${cx + 40} ${top_ + 24} ${cx - faceW - 4} ${cy - 10} Z" fill="${hair}"/>`,
    side: `<path d="M${cx - faceW - 4} ${cy} Q${cx - faceW - 10} ${top_ - 24} ${cx + 10} ${top_ - 20} Q${cx + faceW + 10} ${top_ - 14} ${cx + faceW + 4} ${cy - 4} Q${cx + faceW - 10} ${top_ + 30} ${cx - 20} ${top_ + 30} Q${cx - faceW + 10} ${top_ + 40} ${cx - faceW - 4} ${cy} Z" fill="${hair}"/>`,
    long: `<path d="M${cx - faceW - 12} ${cy + 20} Q${cx - faceW - 14} ${top_ - 24} ${cx} ${top_ - 22} Q${cx + faceW + 14} ${top_ - 24} ${cx + faceW + 12} ${cy + 20} Q${cx + faceW - 10} ${top_ + 30} ${cx} ${top_ + 20} Q${cx - faceW + 10} ${top_ + 30} ${cx - faceW - 12} ${cy + 20} Z" fill="${hair}"/>`,
    bob: `<path d="M${cx - faceW - 14} ${cy} Q${cx - faceW - 14} ${top_ - 24} ${cx} ${top_ - 22} Q${cx + faceW + 14} ${top_ - 24} ${cx + faceW + 14} ${cy} L${cx + faceW - 4} ${cy - 20} Q${cx + 20} ${top_ + 36} ${cx - faceW + 4} ${top_ + 40} L${cx - faceW - 4} ${cy} Z" fill="${hair}"/>`,
    curly: Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (i / 8) * Math.PI;
      return `<circle cx="${k.n(cx + Math.cos(a) * (faceW + 2))}" cy="${k.n(cy - 20 + Math.sin(a) * (faceH + 6))}" r="${r.int(24, 30)}" fill="${hair}"/>`;
    }).join(''),
    afro: `<path d="M${cx - faceW} ${cy - 10} Q${cx} ${top_ + 10} ${cx + faceW} ${cy - 10} L${cx + faceW} ${top_} L${cx - faceW} ${top_} Z" fill="${hair}"/>`,
    bun: `<path d="M${cx - faceW - 4} ${cy - 10} Q${cx - faceW - 6} ${top_ - 18} ${cx} ${top_ - 16} Q${cx + faceW + 6} ${top_ - 18} ${cx + faceW + 4} ${cy - 10} Q${cx} ${top_ + 10} ${cx - faceW - 4} ${cy - 10} Z" fill="${hair}"/>`,
    bald: `<path d="M${cx - faceW - 2} ${cy} Q${cx - faceW - 4} ${cy - 40} ${cx - faceW + 10} ${cy - 50} L${cx - faceW + 14} ${cy} Z M${cx + faceW + 2} ${cy} Q${cx + faceW + 4} ${cy - 40} ${cx + faceW - 10} ${cy - 50} L${cx + faceW - 14} ${cy} Z" fill="${hair}"/>`,
    scarf: `<path d="M${cx - faceW - 6} ${cy + 10} Q${cx - faceW - 4} ${top_ - 24} ${cx} ${top_ - 26} Q${cx + faceW + 4} ${top_ - 24} ${cx + faceW + 6} ${cy + 10} Q${cx + faceW - 6} ${top_ + 14} ${cx} ${top_ + 10} Q${cx - faceW + 6} ${top_ + 14} ${cx - faceW - 6} ${cy + 10} Z" fill="${k.shade(top, 0.25)}"/>`,
    braids: `<path d="M${cx - faceW - 8} ${cy} Q${cx - faceW - 8} ${top_ - 20} ${cx} ${top_ - 20} Q${cx + faceW + 8} ${top_ - 20} ${cx + faceW + 8} ${cy} Q${cx + 30} ${top_ + 20} ${cx} ${top_ + 16} Q${cx - 30} ${top_ + 20} ${cx - faceW - 8} ${cy} Z" fill="${hair}"/>`,
    quiff: `<path d="M${cx - faceW - 2} ${cy - 20} Q${cx - faceW} ${top_ - 10} ${cx - 20} ${top_ - 30} Q${cx + 40} ${top_ - 60} ${cx + faceW + 6} ${top_ + 6} L${cx + faceW + 2} ${cy - 20} Q${cx + 20} ${top_ + 20} ${cx - faceW - 2} ${cy - 20} Z" fill="${hair}"/>`,
  };
  const collar = r.pick([
    `<path d="M${cx - 40} 360 L${cx} 410 L${cx + 40} 360 Z" fill="${skin}"/>`,
    `<path d="M${cx - 44} 356 Q${cx} 392 ${cx + 44} 356" stroke="${k.shade(top, -0.3)}" stroke-width="10" fill="none"/>`,
    `<path d="M${cx - 46} 356 L${cx - 10} 400 L${cx} 372 L${cx + 10} 400 L${cx + 46} 356 Z" fill="#fff"/>`,
    `<rect x="${cx - 46}" y="348" width="92" height="34" rx="16" fill="${k.shade(top, -0.2)}"/>`,
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${bg}"/><circle cx="${r.int(60, 450)}" cy="${r.int(60, 160)}" r="${r.int(40, 90)}" fill="#fff" fill-opacity="0.45"/>
${back[style]}
<path d="M${cx - 170} 512 Q${cx - 160} 380 ${cx} 360 Q${cx + 160} 380 ${cx + 170} 512 Z" fill="${top}"/>
<rect x="${cx - 28}" y="${cy + faceH - 30}" width="56" height="${360 - cy - faceH + 44}" fill="${shadowSkin}"/>${collar}
<ellipse cx="${cx - faceW}" cy="${cy + 10}" rx="14" ry="20" fill="${shadowSkin}"/><ellipse cx="${cx + faceW}" cy="${cy + 10}" rx="14" ry="20" fill="${shadowSkin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${faceW}" ry="${faceH}" fill="${skin}"/>
${beard}${cheeks}${brows}${eye(cx - eyeGap)}${eye(cx + eyeGap)}${nose}${mouth}${glasses}${earrings}${front[style]}</svg>`;
}
