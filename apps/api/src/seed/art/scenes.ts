/**
 * Scenes composed from the kit: a setting (city, canal, park, beach, savanna, ...) and a theme
 * that says what a cause is about (parcels and a long table for a food bank, people walking dogs
 * for dog walks, litter pickers on a beach for a clean-up). Scenes are drawn in "world units":
 * ground at y = 0, a person 100 units tall; the same theme fills a wide banner or a card picture.
 */
import { createRandom, hashString, type Random } from '../random';
import * as k from './kit';

export interface Stage {
  /** World width in units. */
  W: number;
  /** Top of the picture (negative) and bottom (positive), in units. */
  top: number;
  bottom: number;
  cx: number;
  random: Random;
  colour: string;
  time: Time;
  /** Spread positions across the middle: `count` x values within `width` units of the centre. */
  spread: (count: number, width: number) => number[];
  look: (child?: boolean) => k.Look;
  options: SceneOptions;
}

export type Landmark =
  'bridge' | 'tower' | 'windmill' | 'lighthouse' | 'towers' | 'mountain' | 'none';
type DrawnLandmark = Landmark | 'mountainFar';

/** What a theme may be told beyond its name: a setting and a landmark (for places). */
export interface SceneOptions {
  time?: Time;
  setting?: Setting;
  landmark?: Landmark;
}

export type Time = 'day' | 'dusk' | 'night' | 'morning';
export type Setting =
  | 'city'
  | 'canal'
  | 'canalside'
  | 'park'
  | 'beach'
  | 'savanna'
  | 'field'
  | 'indoor'
  | 'pitch'
  | 'stage'
  | 'skyline'
  | 'garden';

const skies: Record<Time, [string, string]> = {
  day: ['#8ecae6', '#dff3fb'],
  morning: ['#a8dadc', '#fdf0d5'],
  dusk: ['#6a4c93', '#ffb38a'],
  night: ['#0b1d3a', '#27406b'],
};

function sky(s: Stage, id: string): string {
  const [a, b] = skies[s.time];
  const { W, top } = s;
  let svg = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect x="0" y="${top}" width="${W}" height="${-top + 2}" fill="url(#${id})"/>`;
  if (s.time === 'night') {
    svg += Array.from(
      { length: 40 },
      () =>
        `<circle cx="${k.n(s.random.next() * W)}" cy="${k.n(top + s.random.next() * -top * 0.6)}" r="${k.n(0.6 + s.random.next() * 1.2)}" fill="#fff" fill-opacity="${k.n(0.4 + s.random.next() * 0.6)}"/>`,
    ).join('');
    svg += k.place(k.moon(), W * (0.12 + s.random.next() * 0.76), top + 50, 0.9);
  } else {
    const sunX = W * (0.1 + s.random.next() * 0.8);
    svg += k.place(
      k.sun(s.time === 'dusk' ? '#ff8c42' : '#ffd166'),
      sunX,
      top + 60 + s.random.next() * 30,
      0.9,
    );
    const clouds = s.random.int(2, 4);
    for (let i = 0; i < clouds; i++) {
      svg += k.place(
        k.cloud(),
        s.random.next() * W,
        top + 30 + s.random.next() * 60,
        0.6 + s.random.next() * 0.6,
      );
    }
  }
  return svg;
}

function hills(s: Stage, colour: string, height: number, y = 0): string {
  const { W } = s;
  const p = [0, 0.25, 0.5, 0.75, 1].map((t) => [t * W, y - height * (0.4 + s.random.next() * 0.6)]);
  const d = `M0 ${y} L${p.map(([x, yy]) => `${k.n(x!)} ${k.n(yy!)}`).join(' ')} L${W} ${y} Z`;
  const smooth = `M0 ${y} L0 ${k.n(p[0]![1]!)} C${k.n(W * 0.12)} ${k.n(p[0]![1]! - 20)} ${k.n(W * 0.2)} ${k.n(p[1]![1]!)} ${k.n(p[1]![0]!)} ${k.n(p[1]![1]!)} S${k.n(W * 0.42)} ${k.n(p[2]![1]! - 15)} ${k.n(p[2]![0]!)} ${k.n(p[2]![1]!)} S${k.n(W * 0.7)} ${k.n(p[3]![1]! + 10)} ${k.n(p[3]![0]!)} ${k.n(p[3]![1]!)} S${k.n(W * 0.95)} ${k.n(p[4]![1]! - 10)} ${W} ${k.n(p[4]![1]!)} L${W} ${y} Z`;
  return `<path d="${smooth || d}" fill="${colour}"/>`;
}

const houseColours = [
  '#8d3b2f',
  '#5c4d3c',
  '#a44a3f',
  '#3e5c76',
  '#6b705c',
  '#9c6644',
  '#2f4858',
  '#b5838d',
];
const gables: k.Gable[] = ['step', 'bell', 'neck', 'spout'];

function houseRow(s: Stage, y: number, scale: number, lit = false): string {
  let svg = '';
  const step = 40 * scale;
  for (let x = step / 2 - s.random.next() * step; x < s.W + step; x += step) {
    const colour = s.random.pick(houseColours);
    const house = k.canalHouse(
      s.time === 'night' ? k.shade(colour, -0.45) : colour,
      s.random.pick(gables),
      s.random.int(3, 4),
    );
    svg += k.place(
      lit ? house.replaceAll('#f4f1de', s.random.chance(0.5) ? '#ffd166' : '#51577a') : house,
      x,
      y,
      scale,
    );
  }
  return svg;
}

function skylineRow(s: Stage, y: number, colour: string, lit = false): string {
  let svg = '';
  for (let x = 0; x < s.W + 40;) {
    const w = s.random.int(30, 70);
    const h = s.random.int(60, 170);
    svg += k.place(k.block(k.shade(colour, s.random.next() * 0.2 - 0.1), w, h, lit), x + w / 2, y);
    x += w + s.random.int(0, 10);
  }
  return svg;
}

function treeRow(
  s: Stage,
  y: number,
  scale: number,
  kinds: k.TreeKind[],
  green: string,
  gap = 70,
): string {
  let svg = '';
  for (let x = s.random.next() * gap; x < s.W + gap; x += gap * (0.7 + s.random.next() * 0.6)) {
    svg += k.place(
      k.tree(s.random.pick(kinds), k.shade(green, s.random.next() * 0.2 - 0.1)),
      x,
      y,
      scale * (0.8 + s.random.next() * 0.4),
    );
  }
  return svg;
}

function ground(s: Stage, colour: string): string {
  return `<rect x="0" y="-1" width="${s.W}" height="${s.bottom + 2}" fill="${colour}"/>`;
}

/** The setting behind a theme: sky, far layers and the ground. */
export function setting(s: Stage, kind: Setting, id: string, far = ''): string {
  const night = s.time === 'night';
  const dim = (c: string) => (night ? k.shade(c, -0.55) : c);
  switch (kind) {
    case 'city':
      return (
        sky(s, id) +
        far +
        skylineRow(s, -40, dim('#9fb3c8'), night) +
        houseRow(s, -8, 1.2, night) +
        ground(s, dim('#b8b8b8')) +
        `<rect x="0" y="-8" width="${s.W}" height="8" fill="${dim('#8d99ae')}"/>`
      );
    case 'canal':
      return (
        sky(s, id) +
        far +
        houseRow(s, -46, 1.15, night) +
        `<rect x="0" y="-48" width="${s.W}" height="8" fill="${dim('#6c757d')}"/>` +
        `<rect x="0" y="-40" width="${s.W}" height="${s.bottom + 42}" fill="${dim('#3a7ca5')}"/>` +
        Array.from(
          { length: 14 },
          () =>
            `<rect x="${k.n(s.random.next() * s.W)}" y="${k.n(-30 + s.random.next() * 30)}" width="${s.random.int(20, 60)}" height="2" fill="#fff" fill-opacity="0.3"/>`,
        ).join('')
      );
    case 'canalside':
      return (
        sky(s, id) +
        far +
        houseRow(s, -66, 1.0, night) +
        `<rect x="0" y="-68" width="${s.W}" height="6" fill="${dim('#6c757d')}"/>` +
        `<rect x="0" y="-62" width="${s.W}" height="34" fill="${dim('#3a7ca5')}"/>` +
        Array.from(
          { length: 10 },
          () =>
            `<rect x="${k.n(s.random.next() * s.W)}" y="${k.n(-56 + s.random.next() * 22)}" width="${s.random.int(20, 50)}" height="2" fill="#fff" fill-opacity="0.3"/>`,
        ).join('') +
        `<rect x="0" y="-28" width="${s.W}" height="6" fill="${dim('#8d99ae')}"/>` +
        `<rect x="0" y="-22" width="${s.W}" height="${s.bottom + 24}" fill="${dim('#c2b8a3')}"/>` +
        Array.from(
          { length: Math.ceil(s.W / 30) },
          (_, i) =>
            `<rect x="${i * 30}" y="-22" width="1.5" height="${s.bottom + 24}" fill="${dim('#a89f8c')}"/>`,
        ).join('')
      );
    case 'park':
      return (
        sky(s, id) +
        far +
        hills(s, dim('#95d5b2'), 70, -20) +
        treeRow(s, -20, 0.7, ['round', 'poplar', 'round'], dim('#40916c'), 80) +
        ground(s, dim('#74c69d')) +
        `<path d="M0 ${s.bottom} Q${s.W * 0.5} -10 ${s.W} ${s.bottom * 0.6}" stroke="${dim('#e9d8a6')}" stroke-width="30" fill="none"/>`
      );
    case 'garden':
      return (
        sky(s, id) +
        far +
        treeRow(s, -30, 0.6, ['round', 'pine'], dim('#52796f'), 90) +
        `<rect x="0" y="-34" width="${s.W}" height="34" fill="${dim('#a3b18a')}"/>` +
        Array.from(
          { length: Math.ceil(s.W / 12) },
          (_, i) => `<rect x="${i * 12}" y="-52" width="6" height="40" fill="${dim('#ddb892')}"/>`,
        ).join('') +
        ground(s, dim('#7f5539'))
      );
    case 'beach':
      return (
        sky(s, id) +
        far +
        `<rect x="0" y="-70" width="${s.W}" height="40" fill="${dim('#219ebc')}"/>` +
        Array.from(
          { length: 10 },
          () =>
            `<path d="M${k.n(s.random.next() * s.W)} ${k.n(-60 + s.random.next() * 25)} q8 -5 16 0" stroke="#fff" stroke-opacity="0.6" stroke-width="2" fill="none"/>`,
        ).join('') +
        `<path d="M0 -30 Q${s.W * 0.3} -38 ${s.W * 0.6} -30 T${s.W} -32 L${s.W} -26 L0 -26 Z" fill="#fff" fill-opacity="0.7"/>` +
        `<rect x="0" y="-28" width="${s.W}" height="${s.bottom + 30}" fill="${dim('#f2d7a6')}"/>` +
        Array.from({ length: 6 }, () => {
          const x = s.random.next() * s.W;
          return `<path d="M${k.n(x)} ${k.n(s.bottom)} l6 -24 l4 22 l5 -28 l3 30" stroke="${dim('#8a9a5b')}" stroke-width="2" fill="none"/>`;
        }).join('')
      );
    case 'savanna':
      return (
        sky(s, id) +
        far +
        hills(s, dim('#d4a373'), 50, -24) +
        treeRow(s, -24, 0.6, ['acacia'], dim('#606c38'), 160) +
        ground(s, dim('#c98b54')) +
        `<rect x="0" y="-2" width="${s.W}" height="${s.bottom + 2}" fill="${dim('#bc6c25')}" fill-opacity="0.35"/>`
      );
    case 'field': {
      let svg = sky(s, id) + far + hills(s, dim('#b5e48c'), 40, -30);
      for (let i = 0; i < 4; i++)
        svg += k.place(
          k.windTurbine(s.random.int(0, 120)),
          s.W * (0.1 + i * 0.27) + s.random.int(-30, 30),
          -30,
          0.55,
        );
      svg += `<rect x="0" y="-30" width="${s.W}" height="${s.bottom + 32}" fill="${dim('#99d98c')}"/>`;
      for (let y = -24; y < s.bottom; y += 10)
        svg += `<rect x="0" y="${y}" width="${s.W}" height="3" fill="${dim('#76c893')}"/>`;
      return svg;
    }
    case 'pitch':
      return (
        sky(s, id) +
        far +
        treeRow(s, -40, 0.55, ['round', 'poplar'], dim('#2d6a4f'), 60) +
        `<rect x="0" y="-46" width="${s.W}" height="10" fill="${dim('#6c757d')}"/>` +
        `<rect x="0" y="-40" width="${s.W}" height="${s.bottom + 42}" fill="${dim('#52b788')}"/>` +
        Array.from(
          { length: Math.ceil(s.W / 60) },
          (_, i) =>
            `<rect x="${i * 60}" y="-40" width="30" height="${s.bottom + 42}" fill="#fff" fill-opacity="0.06"/>`,
        ).join('') +
        `<path d="M0 -20 L${s.W} -20" stroke="#fff" stroke-width="3" stroke-opacity="0.8"/><ellipse cx="${s.cx}" cy="-5" rx="90" ry="18" stroke="#fff" stroke-width="3" stroke-opacity="0.8" fill="none"/>`
      );
    case 'stage':
      return (
        `<rect x="0" y="${s.top}" width="${s.W}" height="${-s.top + s.bottom}" fill="#141428"/>` +
        k.place(
          k.stage(Math.min(s.W * 0.8, 560), Math.min(210, -s.top - 40), s.colour),
          s.cx,
          -40,
        ) +
        `<path d="M${s.cx - 120} ${s.top} L${s.cx - 40} -40 L${s.cx + 40} -40 L${s.cx - 40} ${s.top} Z" fill="#fff3b0" fill-opacity="0.12"/>` +
        `<rect x="0" y="-40" width="${s.W}" height="${s.bottom + 42}" fill="#23233d"/>`
      );
    case 'skyline':
      return (
        sky(s, id) +
        far +
        skylineRow(s, -30, dim('#7d8fa6'), night) +
        skylineRow(s, -6, dim('#5c6f87'), night) +
        ground(s, dim('#adb5bd'))
      );
    case 'indoor':
    default: {
      const wall = k.shade(s.colour, 0.68);
      const win = (x: number) =>
        `<rect x="${k.n(x - 50)}" y="-200" width="100" height="110" fill="${night ? '#1d2951' : '#bde0fe'}"/><path d="M${k.n(x)} -200 L${k.n(x)} -90 M${k.n(x - 50)} -145 L${k.n(x + 50)} -145" stroke="#fff" stroke-width="5"/><rect x="${k.n(x - 56)}" y="-92" width="112" height="6" fill="#fff"/>`;
      let svg = `<rect x="0" y="${s.top}" width="${s.W}" height="${-s.top}" fill="${wall}"/><rect x="0" y="-30" width="${s.W}" height="4" fill="${k.shade(wall, -0.15)}"/>`;
      for (let x = 90; x < s.W; x += 260) svg += win(x + s.random.int(-20, 20));
      for (let x = 220; x < s.W - 60; x += 260) {
        svg += s.random.chance(0.5)
          ? `<rect x="${x - 26}" y="-190" width="52" height="40" fill="#fff"/><rect x="${x - 22}" y="-186" width="44" height="32" fill="${k.shade(s.colour, 0.35)}"/><circle cx="${x - 8}" cy="-176" r="6" fill="#ffd166"/><path d="M${x - 22} -154 L${x - 6} -170 L${x + 6} -160 L${x + 22} -172 L${x + 22} -154 Z" fill="${k.shade(s.colour, -0.2)}"/>`
          : `<path d="M${x - 30} -180 L${x + 30} -180 L${x + 30} -140 L${x - 30} -140 Z" fill="${k.shade(s.colour, 0.1)}"/><path d="M${x - 22} -168 L${x + 22} -168 M${x - 22} -158 L${x + 12} -158 M${x - 22} -148 L${x + 16} -148" stroke="#fff" stroke-width="3"/>`;
      }
      svg += `<rect x="0" y="-26" width="${s.W}" height="${s.bottom + 28}" fill="#c9a27e"/>`;
      for (let x = 0; x < s.W; x += 40)
        svg += `<rect x="${x}" y="-26" width="2" height="${s.bottom + 28}" fill="#b08968"/>`;
      svg += k.place(plant(s), 24, -6, 1.1) + k.place(plant(s), s.W - 26, -6, 1.2);
      return svg;
    }
  }
}

/** A potted plant, for indoor corners. */
function plant(s: Stage): string {
  const pot = s.random.pick(['#e76f51', '#f4a261', '#6d597a', '#2a9d8f']);
  return `<path d="M-12 0 L-15 -22 L15 -22 L12 0 Z" fill="${pot}"/><path d="M0 -22 Q-22 -50 -14 -64 M0 -22 Q4 -60 2 -74 M0 -22 Q22 -48 18 -60" stroke="#2d6a4f" stroke-width="3" fill="none"/><ellipse cx="-14" cy="-60" rx="8" ry="4" fill="#40916c"/><ellipse cx="2" cy="-72" rx="4" ry="9" fill="#52b788"/><ellipse cx="18" cy="-58" rx="8" ry="4" fill="#40916c"/>`;
}

/** Helpers themes share. */
const who = (
  s: Stage,
  x: number,
  pose: k.Pose = 'stand',
  item = '',
  child = false,
  mirror = false,
  y = 0,
) => k.place(k.shadow(34) + k.person(s.look(child), pose, item), x, y, 1, mirror);

function crowd(
  s: Stage,
  count: number,
  width: number,
  poses: k.Pose[],
  y = 0,
  children = 0,
): string {
  return s
    .spread(count, width)
    .map((x, i) => who(s, x, s.random.pick(poses), '', i < children, s.random.chance(0.5), y))
    .join('');
}

type Theme = (s: Stage) => string;

const carryParcel = (s: Stage, x: number, y = 0) => {
  const look = s.look();
  return k.place(k.shadow(34) + k.person(look, 'carry', k.place(k.parcel(), 0, -40, 0.9)), x, y);
};

const walker = (s: Stage, x: number, dogColour: string, mirror = false) => {
  const look = s.look();
  const pose: k.Pose = 'walk';
  const hand = k.hands(pose).right;
  const sc = look.size;
  const dogX = 46;
  return k.place(
    k.shadow(34) +
      k.person(look, pose) +
      k.place(k.shadow(40) + k.dog(dogColour), dogX, 0, 1) +
      k.lead(hand[0] * sc, hand[1] * sc, dogX + 12, -22),
    x,
    0,
    1,
    mirror,
  );
};

const picking = (s: Stage, x: number, mirror = false) => {
  const look = s.look();
  const h = k.hands('hold-low');
  const sc = look.size;
  return k.place(
    k.shadow(34) +
      k.person(look, 'hold-low', '') +
      `<g transform="scale(${sc})">${k.picker(h.right[0], h.right[1])}${k.bag(h.left[0], h.left[1], s.random.pick(['#2b2d42', '#3a86ff', '#ffbe0b']))}</g>`,
    x,
    0,
    1,
    mirror,
  );
};

const runner = (s: Stage, x: number, torch = false, number = true) => {
  const look = {
    ...s.look(),
    hairStyle: s.random.pick<k.HairStyle>(['short', 'ponytail', 'cap', 'bald', 'curly']),
    dress: false,
  };
  const bib = number
    ? `<rect x="-7" y="-70" width="14" height="11" fill="#fff"/><text x="0" y="-61.5" font-family="DejaVu Sans, sans-serif" font-size="8" text-anchor="middle" fill="#222">${s.random.int(10, 999)}</text>`
    : '';
  return k.place(k.shadow(34) + k.person(look, 'run', bib) + (torch ? k.headTorch : ''), x, 0);
};

const scenes: Record<string, Theme> = {
  foodParcels(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.shelves(), s.cx - 150, 0, 1.2);
    if (s.W > 600)
      svg += k.place(k.shelves(), s.cx + 330, 0, 1.2) + k.place(k.shelves(), s.cx - 400, 0, 1.1);
    svg += k.place(
      k.table(150, '#8a5a2b') +
        k.place(k.crate(), -40, -34) +
        k.place(k.parcel(), 0, -34) +
        k.place(k.crate(), 42, -34),
      s.cx + 50,
      0,
    );
    svg += carryParcel(s, s.cx - 40) + who(s, s.cx + 140, 'reach') + carryParcel(s, s.cx + 200);
    svg += k.place(
      k.parcel() + k.place(k.parcel('#b5835a'), 4, -22) + k.place(k.parcel(), 30, 0),
      s.cx - 220,
      20,
    );
    return svg;
  },
  longTable(s) {
    let svg = setting(s, s.time === 'night' ? 'city' : 'canalside', 'sky');
    svg += k.stringLights(0, s.W, s.top + 70, Math.round(s.W / 40));
    const w = Math.min(s.W - 60, 700);
    svg += crowd(s, Math.round(w / 60), w - 40, ['sit', 'wave', 'sit'], -12);
    svg += k.place(k.longTable(w), s.cx, 6);
    svg += crowd(s, 2, w + 60, ['carry'], 26);
    return svg;
  },
  treePlanting(s) {
    let svg = setting(s, 'city', 'sky');
    svg +=
      k.place(k.tree('round', '#40916c'), s.cx - 260, 10, 1.3) +
      k.place(k.tree('young', '#52b788'), s.cx + 10, 12, 1.6);
    svg += `<ellipse cx="${s.cx + 10}" cy="12" rx="30" ry="6" fill="#7f5539"/>`;
    const h = k.hands('reach').right;
    svg += k.place(k.shadow(34) + k.person(s.look(), 'reach', k.shovel(h[0], h[1])), s.cx - 60, 14);
    svg += k.place(
      k.shadow(34) + k.person(s.look(), 'hold-low', k.place(k.wateringCan(), 42, -46, 0.9)),
      s.cx + 90,
      16,
    );
    svg += who(s, s.cx + 170, 'wave', '', true, true, 20);
    if (s.W > 600)
      svg +=
        k.place(k.tree('young', '#52b788'), s.cx + 300, 12, 1.4) +
        k.place(k.bush('#52b788'), s.cx - 380, 14, 1.4);
    return svg;
  },
  schoolyard(s) {
    let svg = setting(s, 'park', 'sky');
    svg += k.place(k.school(k.shade(s.colour, -0.1)), s.cx, -24, 1.3);
    svg +=
      k.place(k.vegBed(), s.cx - 170, 14) +
      k.place(k.seedlings(), s.cx + 170, 12, 1.2) +
      k.place(k.tree('young', '#52b788'), s.cx + 250, 10, 1.2);
    svg += crowd(s, 4, 300, ['cheer', 'walk', 'wave'], 24, 3);
    if (s.W > 600)
      svg +=
        k.place(k.tree('round', '#40916c'), s.cx - 380, 10, 1.2) +
        k.place(k.wateringCan(), s.cx - 280, 24, 1.4);
    return svg;
  },
  waterPump(s) {
    let svg = setting(s, 'savanna', 'sky');
    svg += k.place(k.pump(), s.cx, 8, 1.5);
    const h = k.hands('hold-low');
    svg += k.place(k.jerrycan('#ffb703'), s.cx + 36, 8, 1.2);
    svg += k.place(k.shadow(34) + k.person(s.look(), 'reach'), s.cx - 70, 12);
    svg += k.place(
      k.shadow(34) +
        k.person(
          s.look(true),
          'hold-low',
          k.place(k.jerrycan('#219ebc'), h.right[0], h.right[1] + 18),
        ),
      s.cx + 90,
      16,
    );
    svg += who(s, s.cx + 150, 'cheer', '', true, false, 20);
    if (s.W > 600)
      svg += crowd(s, 2, 820, ['walk'], 18) + k.place(k.jerrycan('#e76f51'), s.cx - 300, 22, 1.3);
    return svg;
  },
  waterTank(s) {
    let svg = setting(s, 'savanna', 'sky');
    svg +=
      k.place(k.school('#e9c46a'), s.cx - 60, -8, 1.2) + k.place(k.tank(), s.cx + 110, -4, 1.4);
    svg += k.place(k.waterDrop(), s.cx + 110, -150, 0.9);
    svg += crowd(s, 4, 360, ['cheer', 'wave', 'hold-low'], 22, 3);
    return svg;
  },
  waterTap(s) {
    let svg = setting(s, 'savanna', 'sky');
    svg += k.place(k.tank('#2a9d8f'), s.cx - 30, 4, 1.6);
    svg += `<path d="M${s.cx + 20} -10 L${s.cx + 40} -10 L${s.cx + 40} -2" stroke="#adb5bd" stroke-width="6" fill="none"/>`;
    svg += k.place(k.shadow(34) + k.person(s.look(true), 'reach'), s.cx + 70, 14);
    svg +=
      who(s, s.cx - 140, 'wave', '', false, false, 14) +
      who(s, s.cx + 160, 'stand', '', true, true, 20);
    svg += k.place(k.waterDrop('#48cae4'), s.cx + 220, -120, 1.1);
    return svg;
  },
  marathon(s) {
    let svg = setting(s, 'skyline', 'sky');
    svg += k.place(k.swanBridge(), s.cx + 120, -20, 1.1);
    svg += `<rect x="0" y="0" width="${s.W}" height="${s.bottom}" fill="#6c757d"/><path d="M0 ${s.bottom / 2} L${s.W} ${s.bottom / 2}" stroke="#fff" stroke-width="3" stroke-dasharray="20 16"/>`;
    svg += s
      .spread(4, 420)
      .map((x) => runner(s, x))
      .join('');
    svg += k.place(k.waterDrop(s.colour), s.cx - 240, -60, 1);
    return svg;
  },
  nightRun(s) {
    let svg = setting(s, 'park', 'sky');
    svg +=
      k.place(k.streetLamp(true), s.cx - 200, 0, 1.4) +
      k.place(k.streetLamp(true), s.cx + 260, 0, 1.4);
    svg += s
      .spread(4, 400)
      .map((x) => runner(s, x, true))
      .join('');
    return svg;
  },
  concert(s) {
    let svg = setting(s, 'stage', 'sky');
    const h = k.hands('carry');
    svg += k.place(
      k.person(s.look(), 'carry', k.place(k.guitar(), h.left[0] + 14, h.left[1] - 4)),
      s.cx - 50,
      -42,
    );
    svg +=
      k.place(k.microphone(), s.cx + 40, -42) + k.place(k.person(s.look(), 'wave'), s.cx + 60, -42);
    for (let i = 0; i < 4; i++)
      svg += k.place(
        k.musicNote(s.random.pick(['#ffd166', '#4cc9f0', '#f72585'])),
        s.cx - 160 + i * 100,
        -150 + s.random.int(-15, 15),
      );
    svg += crowd(s, Math.round(s.W / 70), s.W - 60, ['cheer', 'stand', 'cheer'], 40);
    return svg;
  },
  languageClass(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.blackboard(
        s.random.pick(['Hallo! Welkom', 'ik ben · jij bent', 'de · het · een', 'Goedemorgen']),
      ),
      s.cx + 20,
      -20,
      1.2,
    );
    svg += who(s, s.cx + 170, 'reach', '', false, true, -6);
    svg += crowd(s, 4, 330, ['sit'], 4);
    svg += k.place(
      k.table(360, '#a47148') +
        k.place(k.openBook(), -100, -34) +
        k.place(k.openBook('#e76f51'), 10, -34) +
        k.place(k.coffeeCup(), 110, -34, 0.6),
      s.cx,
      20,
    );
    return svg;
  },
  girlsSchool(s) {
    let svg = setting(s, 'savanna', 'sky');
    svg += k.place(k.school('#f1faee'), s.cx, -16, 1.3);
    const h = k.hands('carry');
    svg += s
      .spread(4, 360)
      .map((x) => {
        const look = {
          ...s.look(true),
          dress: true,
          top: s.colour,
          hairStyle: s.random.pick<k.HairStyle>(['curly', 'bun', 'short', 'scarf']),
        };
        return k.place(
          k.shadow(34) + k.person(look, 'carry', k.place(k.openBook(), 0, h.left[1] + 8, 0.8)),
          x,
          20,
        );
      })
      .join('');
    return svg;
  },
  beachCleanup(s) {
    let svg = setting(s, 'beach', 'sky');
    svg +=
      k.place(k.litter(s.random, s.W * 0.9), s.cx, 10) +
      k.place(k.litter(s.random, s.W * 0.8), s.cx, 30);
    svg += s
      .spread(4, 440)
      .map((x, i) => picking(s, x, i % 2 === 1))
      .join('');
    svg += k.place(k.bin('#2a9d8f'), s.cx + 260, 20, 1.3);
    return svg;
  },
  canalClean(s) {
    let svg = setting(s, 'canal', 'sky');
    svg += k.place(k.litterBoom(Math.min(s.W * 0.8, 600)), s.cx, 10);
    svg += k.place(k.litter(s.random, 300), s.cx + 40, 4, 0.8);
    svg += k.place(
      k.boat('#e76f51') + k.place(k.person(s.look(), 'reach', ''), 0, -12, 0.7),
      s.cx - 160,
      30,
    );
    return svg;
  },
  canalSwim(s) {
    let svg = setting(s, 'canal', 'sky');
    svg +=
      k.place(k.swimmer(s.look()), s.cx - 60, 8, 1.6) +
      k.place(k.swimmer(s.look()), s.cx + 130, 22, 1.4);
    svg += k.place(
      k.boat('#2a9d8f') + k.place(k.person(s.look(), 'cheer'), 0, -12, 0.7),
      s.cx + 300,
      34,
    );
    svg += k.place(k.litterBoom(200), s.cx - 300, 28);
    return svg;
  },
  shelter(s) {
    let svg = setting(s, 'park', 'sky');
    svg +=
      k.place(k.kennel(), s.cx - 160, 4, 1.5) +
      k.place(k.dog('#a47148', true), s.cx - 100, 14, 1.3);
    svg +=
      k.place(k.dog('#3d2c20'), s.cx + 10, 20, 1.3) +
      k.place(k.cat('#f4a261'), s.cx + 120, 16, 1.3);
    svg +=
      who(s, s.cx + 190, 'wave', '', false, true, 10) +
      who(s, s.cx - 40, 'reach', '', true, false, 8);
    if (s.W > 600)
      svg +=
        k.place(k.cat('#6c757d'), s.cx + 330, 20, 1.2) +
        k.place(k.dog('#f1faee', true), s.cx - 330, 20, 1.2);
    return svg;
  },
  cattery(s) {
    let svg = setting(s, 'indoor', 'sky');
    const shelf = (x: number, y: number) =>
      `<rect x="${x - 60}" y="${y}" width="120" height="6" fill="#8a5a2b"/>`;
    svg += shelf(s.cx - 120, -120) + shelf(s.cx + 120, -90);
    svg +=
      k.place(k.cat('#f4a261'), s.cx - 150, -120, 1.2) +
      k.place(k.cat('#343a40'), s.cx - 100, -120, 1.1) +
      k.place(k.cat('#e9ecef'), s.cx + 120, -90, 1.2);
    svg +=
      k.place(k.cat('#bc6c25'), s.cx + 30, 14, 1.3) +
      who(s, s.cx - 40, 'reach', '', false, false, 8);
    svg += k.place(k.heart('#e76f51'), s.cx + 200, -150, 0.9);
    return svg;
  },
  dogWalks(s) {
    let svg = setting(s, 'park', 'sky');
    const dogs = ['#a47148', '#f1faee', '#3d2c20', '#e9c46a', '#6c757d'];
    svg += s
      .spread(3, 400)
      .map((x, i) => walker(s, x - 20, dogs[(i + s.random.int(0, 4)) % dogs.length]!, i === 1))
      .join('');
    svg +=
      k.place(k.bench(), s.cx + 300, -10) +
      k.place(k.tree('round', '#2d6a4f'), s.cx - 330, -6, 1.2);
    return svg;
  },
  football(s) {
    let svg = setting(s, 'pitch', 'sky');
    svg += k.place(k.goalPost(), s.cx + 200, -20, 1.3);
    svg += s
      .spread(5, 420)
      .map((x, i) =>
        who(
          s,
          x,
          i === 2 ? 'run' : s.random.pick<k.Pose>(['cheer', 'walk', 'run']),
          '',
          i > 0,
          s.random.chance(0.5),
          10 + (i % 2) * 14,
        ),
      )
      .join('');
    svg += k.place(k.football(), s.cx + 30, 34, 1.5);
    return svg;
  },
  helpline(s) {
    let svg = setting(s, 'city', 'sky');
    svg += k.place(k.litWindow(s.look()), s.cx, -40, 1.3);
    svg += k.place(k.phoneChat(), s.cx + 120, -120, 1.2);
    svg += k.place(k.heart('#ffd166'), s.cx - 130, -160, 0.8);
    return svg;
  },
  repairCafe(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.clothesRail(['#e76f51', '#2a9d8f', '#e9c46a', '#8e5ea2', '#457b9d']),
      s.cx - 220,
      0,
      1.1,
    );
    svg += crowd(s, 2, 200, ['sit'], -4);
    svg += k.place(
      k.table(260) +
        k.place(k.sewingMachine(), -60, -34) +
        k.place(k.bicycle('#2a9d8f'), 60, -34, 0.6) +
        k.place(k.coffeeCup(), 0, -34, 0.5),
      s.cx + 20,
      14,
    );
    svg += who(s, s.cx + 200, 'reach', '', false, true, 12);
    return svg;
  },
  clothingSwap(s) {
    let svg = setting(s, 'indoor', 'sky');
    const palette = ['#e76f51', '#2a9d8f', '#e9c46a', '#8e5ea2', '#457b9d', '#f72585', '#06d6a0'];
    svg +=
      k.place(k.clothesRail(palette.slice(0, 5)), s.cx - 150, 0, 1.2) +
      k.place(k.clothesRail(palette.slice(2)), s.cx + 150, 0, 1.2);
    svg += crowd(s, 3, 420, ['reach', 'carry', 'wave'], 16);
    return svg;
  },
  sewingSchool(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += crowd(s, 3, 300, ['sit'], -2, 3);
    svg += k.place(
      k.table(380) +
        k.place(k.sewingMachine(), -110, -34) +
        k.place(k.sewingMachine(), 0, -34) +
        k.place(k.sewingMachine(), 110, -34),
      s.cx,
      14,
    );
    svg += who(s, s.cx + 240, 'wave', '', false, true, 14);
    return svg;
  },
  bakery(s) {
    let svg = setting(s, 'city', 'sky');
    svg += `<rect x="${s.cx - 200}" y="-150" width="400" height="150" fill="#f1e3d3"/><rect x="${s.cx - 210}" y="-166" width="420" height="24" fill="${s.colour}"/>`;
    svg += Array.from(
      { length: 10 },
      (_, i) =>
        `<path d="M${s.cx - 210 + i * 42} -142 l21 14 l21 -14 Z" fill="${i % 2 ? '#fff' : s.colour}"/>`,
    ).join('');
    svg +=
      `<rect x="${s.cx - 180}" y="-110" width="220" height="80" fill="#bde0fe" fill-opacity="0.7"/>` +
      k.place(k.loaves() + k.place(k.loaves(), 40, 0), s.cx - 90, -34);
    svg += `<rect x="${s.cx + 90}" y="-110" width="50" height="110" fill="#6d4526"/>`;
    svg +=
      carryParcel(s, s.cx + 165, 12) +
      k.place(
        k.shadow(34) + k.person(s.look(), 'carry', k.place(k.loaves(), 0, -42, 0.8)),
        s.cx - 165,
        14,
      );
    return svg;
  },
  cycling(s) {
    let svg = setting(s, 'field', 'sky');
    svg += `<rect x="0" y="-4" width="${s.W}" height="${s.bottom + 4}" fill="#6c757d"/>`;
    svg += s
      .spread(3, 420)
      .map((x) =>
        k.place(
          k.cyclist(s.look(), s.random.pick(['#e63946', '#2a9d8f', '#ffb703', s.colour])),
          x,
          16,
          1.2,
        ),
      )
      .join('');
    svg += k.place(k.waterDrop(), s.cx + 290, -90, 0.9);
    return svg;
  },
  bikeRepair(s) {
    let svg = setting(s, 'city', 'sky');
    svg +=
      k.place(k.bicycle('#2a9d8f'), s.cx - 40, 16, 1.8) +
      k.place(k.bicycle('#e76f51'), s.cx + 220, 12, 1.4);
    svg +=
      who(s, s.cx + 80, 'reach', '', false, true, 18) +
      who(s, s.cx - 180, 'wave', '', false, false, 14);
    return svg;
  },
  hackathon(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += `<rect x="${s.cx - 110}" y="-210" width="220" height="110" rx="6" fill="#1d3557"/><text x="${s.cx}" y="-150" font-family="DejaVu Sans Mono, monospace" font-size="20" fill="#4cc9f0" text-anchor="middle">&lt;code &amp; give/&gt;</text>`;
    svg += crowd(s, 4, 360, ['sit'], -2);
    svg += k.place(
      k.table(420) +
        k.place(k.laptop(), -140, -34) +
        k.place(k.laptop('#ced4da'), -40, -34) +
        k.place(k.laptop(), 60, -34) +
        k.place(k.coffeeCup(), 150, -34, 0.5),
      s.cx,
      16,
    );
    return svg;
  },
  laptops(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.blackboard('Aa Bb Cc'), s.cx - 180, -10, 1);
    svg += crowd(s, 2, 200, ['sit'], -2);
    svg += k.place(
      k.table(240) +
        k.place(k.laptop(), -50, -34, 1.2) +
        k.place(k.laptop('#ced4da'), 50, -34, 1.2),
      s.cx + 40,
      16,
    );
    svg += k.place(k.heart(s.colour), s.cx + 230, -150, 0.8);
    return svg;
  },
  lunchWalk(s) {
    let svg = setting(s, 'park', 'sky');
    svg +=
      crowd(s, 4, 380, ['walk'], 10) +
      k.place(k.bench(), s.cx + 290, -4) +
      k.place(k.coffeeCup(), s.cx + 280, -22, 0.5);
    svg += k.place(k.heart('#f72585'), s.cx - 250, -150, 0.7);
    return svg;
  },
  coffee(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.table(300, '#6f4e37') +
        k.place(k.coffeeCup('#fff'), -80, -34, 1.4) +
        k.place(k.coffeeCup('#e9c46a'), 0, -34, 1.4) +
        k.place(k.books(), 90, -34, 1),
      s.cx,
      10,
    );
    svg += k.place(k.blackboard('ABC 123'), s.cx + 40, -60, 0.9);
    svg +=
      who(s, s.cx - 220, 'wave', '', true, false, 14) +
      who(s, s.cx + 220, 'reach', '', false, true, 14);
    return svg;
  },
  solar(s) {
    let svg = setting(s, 'field', 'sky');
    svg += k.place(
      k.block('#f1faee', 160, 90) +
        `<path d="M-90 -90 L0 -140 L90 -90 Z" fill="#9c6644"/>` +
        k.place(k.solarPanel(), -30, -100, 0.9) +
        k.place(k.solarPanel(), 34, -100, 0.9),
      s.cx - 120,
      0,
    );
    svg +=
      k.place(k.solarPanel(), s.cx + 120, 10, 1.4) + k.place(k.solarPanel(), s.cx + 230, 10, 1.4);
    svg += who(s, s.cx + 40, 'wave', '', false, false, 16);
    return svg;
  },
  repairSave(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.table(300) +
        k.place(k.sewingMachine(), -90, -34) +
        k.place(k.solarPanel(), 10, -34, 0.6) +
        k.place(k.laptop(), 100, -34),
      s.cx,
      10,
    );
    svg +=
      who(s, s.cx - 170, 'reach', '', false, false, 12) +
      who(s, s.cx + 170, 'carry', k.place(k.parcel(), 0, -40, 0.8), false, true, 12);
    return svg;
  },
  quiz(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.stringLights(0, s.W, s.top + 40, Math.round(s.W / 40));
    svg += crowd(s, 4, 360, ['sit', 'cheer'], -2);
    svg += k.place(
      k.table(400) +
        k.place(k.quizCard(), -120, -34) +
        k.place(k.quizCard('#4cc9f0'), -40, -34) +
        k.place(k.coffeeCup(), 60, -34, 0.5) +
        k.place(k.quizCard('#ffb703'), 140, -34),
      s.cx,
      16,
    );
    return svg;
  },
  chess(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += crowd(s, 2, 200, ['sit'], -2);
    svg += k.place(k.table(200) + k.place(k.chessBoard(), 0, -34, 2.4), s.cx, 16);
    svg += `<circle cx="${s.cx + 200}" cy="-160" r="34" fill="#fff"/><path d="M${s.cx + 200} -160 L${s.cx + 200} -184 M${s.cx + 200} -160 L${s.cx + 216} -150" stroke="#222" stroke-width="4"/>`;
    svg += who(s, s.cx - 220, 'cheer', '', true, false, 14);
    return svg;
  },
  allotment(s) {
    let svg = setting(s, 'garden', 'sky');
    svg += k.place(k.vegBed(), s.cx - 150, 10, 1.3) + k.place(k.vegBed(), s.cx + 150, 10, 1.3);
    const h = k.hands('reach').right;
    svg +=
      k.place(k.shadow(34) + k.person(s.look(), 'reach', k.shovel(h[0], h[1])), s.cx, 14) +
      k.place(k.wateringCan(), s.cx + 60, 20, 1.3);
    return svg;
  },
  bookDrive(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.emptyShelves(), s.cx - 160, 0, 1.3);
    for (const y of [-90, -60, -30])
      svg +=
        k.place(k.books(['#e63946', '#457b9d', '#f4a261']), s.cx - 190, y * 1.3, 1.1) +
        k.place(k.books(['#2a9d8f', '#8e5ea2']), s.cx - 130, y * 1.3, 1.1);
    const h = k.hands('carry');
    svg += k.place(
      k.shadow(34) +
        k.person(
          { ...s.look(true), dress: true },
          'carry',
          k.place(k.openBook(), 0, h.left[1] + 8, 0.8),
        ),
      s.cx + 40,
      14,
    );
    svg += who(s, s.cx + 150, 'wave', '', false, true, 14);
    return svg;
  },
  treeClimb(s) {
    let svg = setting(s, 'park', 'sky');
    svg += k.place(k.tree('round', '#2d6a4f'), s.cx, 6, 2.6);
    svg += `<path d="M${s.cx + 40} -200 L${s.cx + 40} 6" stroke="#ffb703" stroke-width="2"/>`;
    svg += k.place(k.person(s.look(), 'cheer'), s.cx + 40, -90, 0.8);
    svg +=
      who(s, s.cx - 160, 'wave', '', false, false, 14) +
      who(s, s.cx + 170, 'cheer', '', true, true, 16);
    return svg;
  },
  coastalWalk(s) {
    let svg = setting(s, 'beach', 'sky');
    svg += k.place(
      `<rect x="-8" y="-150" width="16" height="150" fill="#e63946"/><rect x="-8" y="-120" width="16" height="20" fill="#fff"/><rect x="-8" y="-70" width="16" height="20" fill="#fff"/><rect x="-12" y="-160" width="24" height="12" fill="#ffd166"/>`,
      s.cx + 260,
      -28,
      1,
    );
    svg += picking(s, s.cx - 20) + k.place(k.litter(s.random, 400), s.cx, 24);
    svg += `<path d="M${s.cx - 40} 20 ${Array.from({ length: 8 }, (_, i) => `l-${14 + i * 2} ${i % 2 ? 3 : -3}`).join(' ')}" stroke="#d4a373" stroke-width="3" stroke-dasharray="4 8" fill="none"/>`;
    return svg;
  },
  birthday(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.balloons(['#f72585', '#ffd166', '#4cc9f0']), s.cx - 200, -120, 1.5);
    svg += k.place(
      k.table(220) + k.place(k.cake(), -40, -34, 1.3) + k.place(k.parcel(), 50, -34),
      s.cx,
      12,
    );
    svg += who(s, s.cx - 140, 'cheer', '', false, false, 14) + carryParcel(s, s.cx + 170, 14);
    return svg;
  },
  bakeSale(s) {
    let svg = setting(s, 'park', 'sky');
    svg += k.place(k.school(k.shade(s.colour, 0.2)), s.cx - 40, -30, 1.1);
    svg += k.place(
      k.table(240, '#f1faee') +
        k.place(k.cake(), -70, -34) +
        k.place(k.cake(), 0, -34) +
        k.place(k.loaves(), 70, -34, 0.8),
      s.cx + 40,
      18,
    );
    svg += crowd(s, 3, 460, ['wave', 'cheer', 'carry'], 24, 2);
    svg += k.place(k.waterDrop(), s.cx + 230, -150, 0.8);
    return svg;
  },
  mentoring(s) {
    let svg = setting(s, 'savanna', 'sky');
    svg +=
      k.place(k.bench('#6d4526'), s.cx - 40, 10, 1.6) +
      k.place(k.tree('acacia', '#606c38'), s.cx + 200, -4, 1.5);
    svg +=
      who(s, s.cx - 80, 'sit', k.place(k.openBook(), 0, -48, 0.8), false, false, -6) +
      who(s, s.cx, 'sit', '', true, false, -6);
    svg += who(s, s.cx + 100, 'wave', '', true, true, 14);
    return svg;
  },
  dinner(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.stringLights(0, s.W, s.top + 40, Math.round(s.W / 40));
    svg += crowd(s, 4, 380, ['sit', 'wave'], -2);
    svg += k.place(k.longTable(440, '#ffffff'), s.cx, 16);
    svg += k.place(
      `<rect x="-3" y="-40" width="6" height="40" fill="#6d4526"/><rect x="-30" y="-60" width="60" height="24" fill="#fff"/><text x="0" y="-43" font-family="DejaVu Sans, sans-serif" font-size="14" text-anchor="middle" fill="#222">€ ✓</text>`,
      s.cx + 280,
      10,
    );
    return svg;
  },
  openDay(s) {
    let svg = setting(s, 'park', 'sky');
    svg += k.place(
      k.block('#f1faee', 220, 110) +
        `<rect x="-110" y="-126" width="220" height="18" fill="${s.colour}"/>`,
      s.cx - 40,
      -6,
    );
    svg += k.place(k.balloons(['#f72585', '#ffd166', '#4cc9f0']), s.cx - 170, -10, 1.2);
    svg += walker(s, s.cx + 70, '#a47148') + who(s, s.cx - 100, 'wave', '', true, false, 16);
    return svg;
  },
  languageCafe(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.speechBubble('#ffd166', 'Hoi!'), s.cx - 140, -90, 1.3);
    svg += k.place(k.speechBubble('#90e0ef', 'Hello!'), s.cx + 60, -110, 1.2);
    svg += crowd(s, 3, 300, ['sit', 'wave'], -2);
    svg += k.place(
      k.table(320) +
        k.place(k.coffeeCup(), -80, -34, 0.7) +
        k.place(k.coffeeCup('#e9c46a'), 20, -34, 0.7) +
        k.place(k.openBook(), 100, -34),
      s.cx,
      16,
    );
    return svg;
  },
  mothersClass(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.blackboard('moeder · kind'), s.cx - 120, -20, 1.1);
    svg += crowd(s, 2, 160, ['sit'], -2);
    svg += k.place(
      k.table(200) + k.place(k.openBook(), -40, -34) + k.place(k.openBook('#e76f51'), 40, -34),
      s.cx - 120,
      16,
    );
    svg += `<rect x="${s.cx + 110}" y="-20" width="140" height="20" rx="4" fill="#ffafcc"/>`;
    svg +=
      who(s, s.cx + 140, 'cheer', '', true, false, 14) +
      who(s, s.cx + 220, 'stand', '', true, true, 14) +
      k.place(k.football(), s.cx + 180, 24);
    return svg;
  },
  foodDrive(s) {
    let svg = setting(s, 'city', 'sky');
    svg += k.place(
      `<rect x="-90" y="-60" width="180" height="60" fill="${s.colour}"/><rect x="-96" y="-70" width="192" height="14" rx="4" fill="${k.shade(s.colour, -0.3)}"/>`,
      s.cx,
      4,
    );
    svg += k.place(
      k.crate() +
        k.place(k.crate(), 40, 0) +
        k.place(k.parcel(), -40, 0) +
        k.place(k.parcel('#b5835a'), 0, -20),
      s.cx,
      -56,
      1.1,
    );
    svg +=
      carryParcel(s, s.cx - 150, 14) +
      carryParcel(s, s.cx + 150, 16) +
      who(s, s.cx - 30, 'wave', '', false, false, 18);
    if (s.W > 600)
      svg += carryParcel(s, s.cx - 330, 12) + who(s, s.cx + 320, 'walk', '', true, true, 16);
    return svg;
  },
  coldStorage(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(k.fridge(), s.cx - 120, 4, 1.3) + k.place(k.fridge(), s.cx - 20, 4, 1.3);
    svg += k.place(
      k.crate() + k.place(k.crate(), 0, -20) + k.place(k.crate(), 38, 0),
      s.cx + 100,
      20,
      1.2,
    );
    svg += carryParcel(s, s.cx + 200, 16);
    return svg;
  },
  greenStreet(s) {
    let svg = setting(s, 'city', 'sky');
    for (let x = s.cx - 420; x < s.cx + 440; x += 140)
      svg += k.place(k.tree('round', '#40916c'), x + s.random.int(-10, 10), 2, 1.1);
    for (let x = s.cx - 360; x < s.cx + 400; x += 140) svg += k.place(k.bush('#74c69d'), x, 6, 1.2);
    svg +=
      who(s, s.cx - 60, 'hold-low', k.place(k.wateringCan(), 42, -46, 0.9), false, false, 18) +
      walker(s, s.cx + 40, '#e9c46a');
    return svg;
  },
  schoolyardBuild(s) {
    let svg = setting(s, 'park', 'sky');
    svg += k.place(k.school(k.shade(s.colour, 0.1)), s.cx + 140, -26, 1.1);
    svg +=
      k.place(k.wheelbarrow(), s.cx - 60, 16, 1.6) + k.place(k.seedlings(), s.cx + 60, 14, 1.3);
    const h = k.hands('reach').right;
    svg += k.place(
      k.shadow(34) + k.person(s.look(), 'reach', k.shovel(h[0], h[1])),
      s.cx - 160,
      18,
    );
    svg += who(
      s,
      s.cx + 10,
      'carry',
      k.place(k.tree('young', '#52b788'), 0, -40, 0.6),
      true,
      false,
      22,
    );
    svg += who(s, s.cx + 240, 'cheer', '', true, true, 22);
    return svg;
  },
  tournament(s) {
    let svg = setting(s, 'pitch', 'sky');
    svg += k.bunting(0, s.W, s.top + 40);
    svg += k.place(k.table(80, '#fff') + k.place(k.trophy(), 0, -34, 1.4), s.cx - 40, 4);
    svg += crowd(s, 5, 460, ['cheer', 'wave', 'cheer'], 20, 5);
    svg += k.place(
      `<path d="M-6 -30 Q0 -40 6 -30 Q10 -14 0 -12 Q-10 -14 -6 -30 Z" fill="#f4a261"/><path d="M-3 -26 l6 0 M-4 -20 l8 0" stroke="#fff" stroke-width="2"/>`,
      s.cx + 60,
      10,
      1.3,
    );
    return svg;
  },
  mixedAbility(s) {
    let svg = setting(s, 'pitch', 'sky');
    svg += k.place(k.goalPost(), s.cx - 200, -20, 1.2);
    svg += k.place(k.shadow(50) + k.wheelchairUser(s.look(true)), s.cx - 40, 22, 1.1);
    svg +=
      who(s, s.cx + 60, 'run', '', true, true, 18) +
      who(s, s.cx + 160, 'cheer', '', true, false, 16);
    svg += k.place(k.football(), s.cx + 10, 28, 1.5);
    return svg;
  },
  newYearBeach(s) {
    let svg = setting(s, 'beach', 'sky');
    for (let i = 0; i < 3; i++)
      svg += k.place(
        k.firework(s.random.pick(['#ffd166', '#f72585', '#4cc9f0'])),
        s.W * (0.2 + i * 0.3),
        s.top + 50 + s.random.int(0, 30),
        1.2,
      );
    svg +=
      k.place(k.litter(s.random, s.W * 0.9), s.cx, 12) +
      k.place(k.litter(s.random, s.W * 0.8), s.cx, 32);
    svg += s
      .spread(3, 360)
      .map((x, i) => picking(s, x, i % 2 === 0))
      .join('');
    return svg;
  },
  repairFriday(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.emptyShelves() +
        k.place(k.lamp(), -30, -90) +
        k.place(k.coffeeCup(), 20, -60) +
        k.place(k.laptop(), -10, -30),
      s.cx - 230,
      0,
      1.2,
    );
    svg += crowd(s, 3, 260, ['sit'], -2);
    svg += k.place(
      k.table(300) +
        k.place(k.lamp(), -100, -34, 1.2) +
        k.place(k.sewingMachine(), 0, -34) +
        k.place(k.coffeeCup(), 90, -34, 0.6),
      s.cx + 40,
      14,
    );
    return svg;
  },
  breadWeek(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.emptyShelves() +
        k.place(k.loaves(), -30, -90) +
        k.place(k.loaves(), 24, -90) +
        k.place(k.loaves(), 0, -60) +
        k.place(k.loaves(), -20, -30) +
        k.place(k.loaves(), 30, -30),
      s.cx - 160,
      0,
      1.3,
    );
    svg += k.place(
      k.shadow(34) + k.person(s.look(), 'carry', k.place(k.loaves(), 0, -42, 0.8)),
      s.cx + 20,
      14,
    );
    svg += k.place(k.longTable(200), s.cx + 170, 20);
    return svg;
  },
  studio(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg +=
      `<rect x="${s.cx - 90}" y="-210" width="180" height="110" rx="8" fill="#fff"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${s.cx - 70}" y="${-190 + i * 30}" width="${140 - i * 30}" height="16" rx="8" fill="${k.shade(s.colour, i * 0.25)}"/>`,
        )
        .join('');
    svg += crowd(s, 3, 280, ['sit', 'wave'], -2);
    svg += k.place(
      k.table(320) +
        k.place(k.laptop(), -80, -34) +
        k.place(k.laptop('#ced4da'), 30, -34) +
        k.place(k.coffeeCup(), 110, -34, 0.5),
      s.cx,
      16,
    );
    svg += k.place(k.tree('young', '#52b788'), s.cx + 260, 14, 0.9);
    return svg;
  },
  roastery(s) {
    let svg = setting(s, 'indoor', 'sky');
    svg += k.place(
      k.sack() + k.place(k.sack('#b08968'), 30, 0) + k.place(k.sack(), 15, -30),
      s.cx - 200,
      18,
      1.5,
    );
    svg += k.place(
      `<rect x="-40" y="-110" width="80" height="80" rx="10" fill="#6f4e37"/><circle cx="0" cy="-70" r="26" fill="#adb5bd"/><rect x="-30" y="-30" width="8" height="30" fill="#343a40"/><rect x="22" y="-30" width="8" height="30" fill="#343a40"/><path d="M0 -110 L0 -170" stroke="#adb5bd" stroke-width="10"/>`,
      s.cx + 20,
      6,
      1.2,
    );
    svg += who(s, s.cx + 150, 'carry', k.place(k.coffeeCup(), 0, -42, 0.8), false, true, 14);
    return svg;
  },
  place(s) {
    const { setting: where = 'park', landmark = 'none' } = s.options;
    const lm: Record<DrawnLandmark, () => string> = {
      bridge: () => k.place(k.swanBridge(), s.cx + 60, -10, 1.3),
      tower: () => k.place(k.churchTower(k.shade(s.colour, -0.2)), s.cx + 120, -6, 1.3),
      windmill: () => k.place(k.windmill(s.random.int(0, 80)), s.cx - 80, -10, 1.4),
      lighthouse: () =>
        k.place(
          `<rect x="-8" y="-150" width="16" height="150" fill="#e63946"/><rect x="-8" y="-120" width="16" height="20" fill="#fff"/><rect x="-8" y="-70" width="16" height="20" fill="#fff"/><rect x="-12" y="-160" width="24" height="12" fill="#ffd166"/>`,
          s.cx + 200,
          -28,
        ),
      towers: () =>
        [-90, -30, 40, 110]
          .map((x, i) =>
            k.place(
              k.block(
                k.shade(s.colour, -0.2 + i * 0.1),
                50,
                150 + ((i * 37) % 70),
                s.time === 'night',
              ),
              s.cx + x,
              -4,
            ),
          )
          .join(''),
      mountain: () => '',
      mountainFar: () =>
        `<path d="M${s.cx - 300} -20 L${s.cx - 100} -200 L${s.cx + 40} -90 L${s.cx + 120} -150 L${s.cx + 320} -20 Z" fill="${k.shade(s.colour, 0.2)}"/><path d="M${s.cx - 140} -164 L${s.cx - 100} -200 L${s.cx - 64} -168 Z" fill="#fff"/>`,
      none: () => '',
    };
    const far = landmark === 'mountain' ? lm.mountainFar() : '';
    let svg =
      setting(s, where === 'canal' ? 'canalside' : where, 'sky', far) +
      lm[landmark]() +
      crowd(s, 2, 400, ['walk', 'wave'], 18);
    if (where === 'city' || where === 'skyline')
      svg += k.place(k.cyclist(s.look(), s.colour), s.cx - 200, 24, 1.1);
    return svg;
  },
  quarantine(s) {
    return scenes.cattery!(s);
  },
  office(s) {
    let svg = setting(s, 'skyline', 'sky');
    svg += k.place(k.scales(), s.cx, -10, 2) + crowd(s, 3, 440, ['wave', 'stand', 'walk'], 16);
    return svg;
  },
  landscape(s) {
    return setting(s, s.random.pick<Setting>(['park', 'field', 'beach', 'canal']), 'sky');
  },
};

export type SceneName = keyof typeof scenes;
export const sceneNames = Object.keys(scenes) as SceneName[];

/** The size of a picture and the world it shows. */
export interface Frame {
  width: number;
  height: number;
  /** The SVG canvas (the rendered pixels are `width` x `height`). */
  viewWidth: number;
  viewHeight: number;
  /** Pixels per world unit, and where the ground is. */
  unit: number;
  groundY: number;
}

export const frames = {
  banner: { width: 2400, height: 750, viewWidth: 1600, viewHeight: 500, unit: 2.1, groundY: 445 },
  picture: {
    width: 1600,
    height: 1067,
    viewWidth: 1200,
    viewHeight: 800,
    unit: 2.85,
    groundY: 700,
  },
} satisfies Record<string, Frame>;

/** A scene as SVG: the theme, drawn in the frame, with variation seeded by `key`. */
export function sceneSvg(
  frame: Frame,
  theme: SceneName,
  colour: string,
  key: string,
  options: SceneOptions = {},
): string {
  const random = createRandom(hashString(`scene:${key}`));
  const W = frame.viewWidth / frame.unit;
  const stage: Stage = {
    W,
    top: -frame.groundY / frame.unit,
    bottom: (frame.viewHeight - frame.groundY) / frame.unit,
    cx: W / 2 + (random.next() - 0.5) * 20,
    random,
    colour,
    time: options.time ?? random.pick<Time>(['day', 'day', 'morning', 'dusk']),
    spread: (count, width) => {
      const usable = Math.min(width, W - 40);
      return Array.from({ length: count }, (_, i) => {
        const t = count === 1 ? 0.5 : i / (count - 1);
        return W / 2 - usable / 2 + t * usable + (random.next() - 0.5) * (usable / count) * 0.4;
      });
    },
    look: (child = false) => k.randomLook(random, child),
    options,
  };
  const body = scenes[theme]!(stage);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.viewWidth} ${frame.viewHeight}" preserveAspectRatio="xMidYMid slice"><g transform="translate(0 ${frame.groundY}) scale(${frame.unit})">${body}</g></svg>`;
}
