/**
 * The illustration kit: flat SVG drawings of scene elements in one style (no outlines, soft
 * shadows, rounded shapes). Every element is drawn in its own units with its base (feet, trunk,
 * wheels) at the origin and grows upwards (negative y); `place` puts it in a scene.
 */
import type { Random } from '../random';

export type Svg = string;

/** Rounds to two decimals, to keep the SVG source short. */
export const n = (value: number) => Math.round(value * 100) / 100;

/** Puts an element drawn at the origin at (x, y), scaled, optionally mirrored. */
export function place(svg: Svg, x: number, y: number, scale = 1, mirror = false): Svg {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(mirror ? -scale : scale)} ${n(scale)})">${svg}</g>`;
}

export function shade(hex: string, amount: number): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export const skins = ['#f7dcc8', '#eec3a0', '#d9a27a', '#b97c52', '#8d5a36', '#5e3b24'] as const;
export const hairColours = [
  '#2a1a10',
  '#4b2e1a',
  '#7a4b25',
  '#c58a45',
  '#e8c77d',
  '#a5a5a5',
  '#b0482a',
  '#151515',
] as const;
export const clothes = [
  '#e4572e',
  '#2e86ab',
  '#f3a712',
  '#4f9d69',
  '#8e5ea2',
  '#d64161',
  '#3d5a80',
  '#ee964b',
  '#2a9d8f',
  '#6d597a',
  '#f4d35e',
  '#1b998b',
] as const;
export const trousers = ['#2f3e46', '#354f52', '#3d405b', '#5a4a42', '#283044', '#6b705c'] as const;

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'ponytail' | 'scarf' | 'cap';
export type Pose =
  'stand' | 'walk' | 'wave' | 'carry' | 'reach' | 'run' | 'cheer' | 'sit' | 'hold-low';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  dress: boolean;
  /** 0.8 for a child, 1 for an adult. */
  size: number;
}

export function randomLook(random: Random, child = false): Look {
  const hairStyle = random.pick<HairStyle>([
    'short',
    'long',
    'bun',
    'curly',
    'bald',
    'ponytail',
    'scarf',
    'cap',
    'short',
    'long',
    'curly',
  ]);
  return {
    skin: random.pick(skins),
    hair: random.pick(hairColours),
    hairStyle: child && hairStyle === 'bald' ? 'short' : hairStyle,
    top: random.pick(clothes),
    bottom: random.pick(trousers),
    dress: hairStyle !== 'bald' && random.chance(0.25),
    size: child ? random.pick([0.66, 0.72, 0.78]) : random.pick([0.94, 1, 1.05]),
  };
}

/** Arm angles (degrees from hanging straight down, outward positive) for each pose. */
const poses: Record<Pose, { left: number; right: number; legs: number }> = {
  stand: { left: 8, right: 8, legs: 0 },
  walk: { left: -18, right: 22, legs: 14 },
  wave: { left: 8, right: 150, legs: 0 },
  carry: { left: -38, right: -38, legs: 0 },
  reach: { left: 10, right: 70, legs: 6 },
  run: { left: -50, right: 60, legs: 26 },
  cheer: { left: 155, right: 155, legs: 0 },
  sit: { left: -30, right: -30, legs: 0 },
  'hold-low': { left: 8, right: 28, legs: 0 },
};

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Where a person's hands are (local units), for things they hold. */
export function hands(pose: Pose): { left: [number, number]; right: [number, number] } {
  const p = poses[pose];
  return {
    left: [n(-13 - Math.sin(rad(p.left)) * 30), n(-76 + Math.cos(rad(p.left)) * 30)],
    right: [n(13 + Math.sin(rad(p.right)) * 30), n(-76 + Math.cos(rad(p.right)) * 30)],
  };
}

function hairBack(look: Look): Svg {
  const { hair } = look;
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M-13 -94 Q-15 -70 -12 -64 L12 -64 Q15 -70 13 -94 Z" fill="${hair}"/>`;
    case 'scarf':
      return `<path d="M-15 -92 Q-17 -70 -16 -66 Q0 -58 16 -66 Q17 -70 15 -92 Z" fill="${shade(look.top, -0.25)}"/>`;
    case 'ponytail':
      return `<path d="M9 -98 Q22 -92 17 -74 Q13 -84 8 -90 Z" fill="${hair}"/>`;
    default:
      return '';
  }
}

function hairFront(look: Look): Svg {
  const { hair } = look;
  switch (look.hairStyle) {
    case 'short':
      return `<path d="M-12 -92 Q-12 -105 0 -105 Q12 -105 12 -92 Q6 -98 -4 -97 Q-9 -96 -12 -92 Z" fill="${hair}"/>`;
    case 'long':
    case 'ponytail':
      return `<path d="M-12.5 -90 Q-13 -106 0 -105 Q13 -106 12.5 -90 Q8 -99 0 -99 Q-8 -99 -12.5 -90 Z" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="0" cy="-106" r="6" fill="${hair}"/><path d="M-12 -91 Q-12 -104 0 -104 Q12 -104 12 -91 Q0 -100 -12 -91 Z" fill="${hair}"/>`;
    case 'curly':
      return [-10, -5, 0, 5, 10]
        .map((x, i) => `<circle cx="${x}" cy="${-99 - (i % 2) * 3}" r="6" fill="${hair}"/>`)
        .join('');
    case 'scarf':
      return `<path d="M-13.5 -88 Q-14 -107 0 -107 Q14 -107 13.5 -88 Q10 -100 0 -100 Q-10 -100 -13.5 -88 Z" fill="${shade(look.top, -0.25)}"/>`;
    case 'cap':
      return `<path d="M-12 -95 Q-12 -106 0 -106 Q12 -106 12 -95 Z" fill="${shade(look.top, -0.3)}"/><rect x="2" y="-97" width="15" height="3.5" rx="1.7" fill="${shade(look.top, -0.3)}"/>`;
    default:
      return '';
  }
}

/** A person, 100 units tall, facing the viewer. `item` is drawn over the hands. */
export function person(look: Look, pose: Pose = 'stand', item: Svg = ''): Svg {
  const p = poses[pose];
  const skin = look.skin;
  const legs =
    pose === 'sit'
      ? `<rect x="-11" y="-46" width="9" height="24" rx="4" fill="${look.bottom}"/><rect x="2" y="-46" width="9" height="24" rx="4" fill="${look.bottom}"/>`
      : `<g transform="rotate(${p.legs} -4 -44)"><rect x="-10.5" y="-46" width="9" height="44" rx="4.5" fill="${look.bottom}"/><ellipse cx="-6" cy="-2" rx="6.5" ry="3" fill="#2b2b2b"/></g>` +
        `<g transform="rotate(${-p.legs} 4 -44)"><rect x="1.5" y="-46" width="9" height="44" rx="4.5" fill="${shade(look.bottom, -0.12)}"/><ellipse cx="6" cy="-2" rx="6.5" ry="3" fill="#2b2b2b"/></g>`;
  const body = look.dress
    ? `<path d="M-12 -80 Q0 -84 12 -80 L17 -34 Q0 -30 -17 -34 Z" fill="${look.top}"/>`
    : `<path d="M-12 -80 Q0 -84 12 -80 L13.5 -44 Q0 -41 -13.5 -44 Z" fill="${look.top}"/>`;
  const arm = (side: -1 | 1, angle: number) =>
    `<g transform="rotate(${side * -angle} ${side * 12.5} -76)"><rect x="${side * 12.5 - 4.5}" y="-78" width="9" height="30" rx="4.5" fill="${shade(look.top, -0.08)}"/><circle cx="${side * 12.5}" cy="-47" r="4.2" fill="${skin}"/></g>`;
  const face = `<circle cx="-4" cy="-92" r="1.3" fill="#2b2320"/><circle cx="4" cy="-92" r="1.3" fill="#2b2320"/><path d="M-3.5 -87 Q0 -84.5 3.5 -87" stroke="#2b2320" stroke-width="1.1" fill="none" stroke-linecap="round"/>`;
  const figure =
    hairBack(look) +
    legs +
    arm(-1, p.left) +
    arm(1, p.right) +
    body +
    `<rect x="-3.5" y="-84" width="7" height="6" fill="${shade(skin, -0.1)}"/>` +
    `<circle cx="0" cy="-93" r="11" fill="${skin}"/>` +
    face +
    hairFront(look) +
    item;
  return look.size === 1 ? figure : `<g transform="scale(${look.size})">${figure}</g>`;
}

/** A soft shadow on the ground under an element of the given width. */
export const shadow = (width: number) =>
  `<ellipse cx="0" cy="0" rx="${n(width / 2)}" ry="${n(width / 10)}" fill="#000" fill-opacity="0.12"/>`;

export function dog(colour: string, sitting = false): Svg {
  const dark = shade(colour, -0.3);
  if (sitting) {
    return `<path d="M-8 0 Q-14 -18 -4 -26 L8 -26 Q14 -14 10 0 Z" fill="${colour}"/><circle cx="4" cy="-30" r="8" fill="${colour}"/><ellipse cx="11" cy="-28" rx="5" ry="3.5" fill="${colour}"/><circle cx="15" cy="-29" r="1.6" fill="#222"/><path d="M-1 -36 Q-6 -30 -2 -24" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="6" cy="-32" r="1.2" fill="#222"/><path d="M-8 -2 Q-18 -4 -16 -12" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return `<rect x="-18" y="-22" width="32" height="13" rx="6.5" fill="${colour}"/>
<rect x="-16" y="-13" width="5" height="13" rx="2.5" fill="${dark}"/><rect x="-9" y="-13" width="5" height="13" rx="2.5" fill="${colour}"/>
<rect x="5" y="-13" width="5" height="13" rx="2.5" fill="${dark}"/><rect x="10" y="-13" width="5" height="13" rx="2.5" fill="${colour}"/>
<path d="M-17 -19 Q-26 -26 -24 -34" stroke="${colour}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<circle cx="16" cy="-27" r="8" fill="${colour}"/><ellipse cx="23" cy="-25" rx="5.5" ry="3.8" fill="${colour}"/><circle cx="27.5" cy="-26" r="1.8" fill="#222"/>
<path d="M12 -33 Q8 -28 11 -21" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="18" cy="-29" r="1.3" fill="#222"/>
<rect x="10" y="-22" width="6" height="2.5" fill="#d62828"/>`;
}

export function cat(colour: string): Svg {
  const dark = shade(colour, -0.3);
  return `<path d="M-9 0 Q-12 -16 -4 -22 L6 -22 Q12 -12 9 0 Z" fill="${colour}"/><circle cx="1" cy="-27" r="7.5" fill="${colour}"/>
<path d="M-6 -31 L-6 -39 L-1 -33 Z M8 -31 L8 -39 L3 -33 Z" fill="${colour}"/><circle cx="-2" cy="-28" r="1.2" fill="#222"/><circle cx="4" cy="-28" r="1.2" fill="#222"/>
<path d="M9 -2 Q20 -2 18 -14" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

/** A lead from a hand (in the scene's units) to a dog's collar. */
export const lead = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n(Math.max(y1, y2) + 12)} ${n(x2)} ${n(y2)}" stroke="#d62828" stroke-width="1.6" fill="none"/>`;

export type TreeKind = 'round' | 'pine' | 'poplar' | 'acacia' | 'young';

export function tree(kind: TreeKind, green: string): Svg {
  const dark = shade(green, -0.2);
  const light = shade(green, 0.15);
  const trunk = '#7a5233';
  switch (kind) {
    case 'pine':
      return `<rect x="-4" y="-22" width="8" height="22" fill="${trunk}"/><path d="M0 -110 L-26 -62 L26 -62 Z M0 -86 L-32 -22 L32 -22 Z" fill="${dark}"/><path d="M0 -110 L-10 -90 L8 -84 Z" fill="${light}"/>`;
    case 'poplar':
      return `<rect x="-3.5" y="-30" width="7" height="30" fill="${trunk}"/><ellipse cx="0" cy="-72" rx="17" ry="50" fill="${green}"/><ellipse cx="-5" cy="-82" rx="7" ry="28" fill="${light}" fill-opacity="0.5"/>`;
    case 'acacia':
      return `<path d="M-3 0 L-2 -40 L-18 -62 M2 -40 L3 0 M0 -42 L16 -64" stroke="${trunk}" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="0" cy="-70" rx="50" ry="12" fill="${dark}"/><ellipse cx="-14" cy="-75" rx="28" ry="8" fill="${green}"/>`;
    case 'young':
      return `<rect x="-2" y="-40" width="4" height="40" fill="${trunk}"/><path d="M-8 0 L-3 -34 M8 0 L3 -34" stroke="#c9a46b" stroke-width="2"/><circle cx="0" cy="-46" r="14" fill="${green}"/><circle cx="-6" cy="-50" r="7" fill="${light}"/>`;
    default:
      return `<rect x="-5" y="-45" width="10" height="45" rx="3" fill="${trunk}"/><circle cx="0" cy="-75" r="32" fill="${green}"/><circle cx="-20" cy="-58" r="20" fill="${dark}"/><circle cx="22" cy="-62" r="22" fill="${dark}"/><circle cx="-10" cy="-88" r="14" fill="${light}" fill-opacity="0.6"/>`;
  }
}

export function bush(green: string): Svg {
  return `<circle cx="-12" cy="-10" r="12" fill="${shade(green, -0.15)}"/><circle cx="8" cy="-13" r="15" fill="${green}"/><circle cx="0" cy="-20" r="9" fill="${shade(green, 0.15)}"/>`;
}

export type Gable = 'step' | 'bell' | 'neck' | 'spout';

/** A Dutch canal house, width 40, about 110 tall. */
export function canalHouse(colour: string, gable: Gable, storeys = 4): Svg {
  const h = 20 + storeys * 20;
  const top = -h;
  const gables: Record<Gable, string> = {
    step: `M-20 ${top} L-20 ${top - 6} L-14 ${top - 6} L-14 ${top - 14} L-8 ${top - 14} L-8 ${top - 22} L8 ${top - 22} L8 ${top - 14} L14 ${top - 14} L14 ${top - 6} L20 ${top - 6} L20 ${top} Z`,
    bell: `M-20 ${top} Q-20 ${top - 10} -10 ${top - 14} Q-8 ${top - 26} 0 ${top - 28} Q8 ${top - 26} 10 ${top - 14} Q20 ${top - 10} 20 ${top} Z`,
    neck: `M-20 ${top} L-20 ${top - 4} Q-12 ${top - 6} -10 ${top - 14} L-10 ${top - 26} L10 ${top - 26} L10 ${top - 14} Q12 ${top - 6} 20 ${top - 4} L20 ${top} Z`,
    spout: `M-20 ${top} L0 ${top - 24} L20 ${top} Z`,
  };
  const windows: string[] = [];
  for (let s = 0; s < storeys; s++) {
    const y = -h + 8 + s * 20;
    for (const x of [-14, -3, 8]) {
      windows.push(
        `<rect x="${x}" y="${y}" width="7" height="11" rx="1" fill="#f4f1de"/><rect x="${x + 1}" y="${y + 1}" width="5" height="4" fill="${shade(colour, -0.45)}"/>`,
      );
    }
  }
  return `<rect x="-20" y="${top}" width="40" height="${h}" fill="${colour}"/><path d="${gables[gable]}" fill="${colour}"/>
<rect x="-3" y="${top - 16}" width="6" height="8" fill="#f4f1de"/>${windows.join('')}
<rect x="-5" y="-16" width="10" height="16" rx="4" fill="${shade(colour, -0.4)}"/><rect x="-20" y="${top}" width="40" height="3" fill="${shade(colour, 0.25)}"/>`;
}

/** A block of flats or offices, `w` wide and `h` tall, with a window grid. */
export function block(colour: string, w: number, h: number, lit = false): Svg {
  const windows: string[] = [];
  const cols = Math.max(1, Math.floor((w - 8) / 12));
  const rows = Math.max(1, Math.floor((h - 14) / 16));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = lit && (r * 7 + c * 3) % 5 < 2;
      windows.push(
        `<rect x="${n(-w / 2 + 6 + c * 12)}" y="${n(-h + 8 + r * 16)}" width="7" height="9" fill="${on ? '#ffd166' : shade(colour, 0.35)}" fill-opacity="${on ? 1 : 0.7}"/>`,
      );
    }
  }
  return `<rect x="${n(-w / 2)}" y="${-h}" width="${w}" height="${h}" fill="${colour}"/>${windows.join('')}`;
}

export function school(colour: string): Svg {
  return `<rect x="-70" y="-70" width="140" height="70" fill="${colour}"/><path d="M-78 -70 L0 -108 L78 -70 Z" fill="${shade(colour, -0.3)}"/>
<circle cx="0" cy="-82" r="9" fill="#fff"/><path d="M0 -82 L0 -88 M0 -82 L4 -80" stroke="#333" stroke-width="1.5"/>
${[-55, -35, 25, 45].map((x) => `<rect x="${x}" y="-56" width="12" height="16" fill="#e9f5f9"/>`).join('')}
<rect x="-10" y="-34" width="20" height="34" fill="${shade(colour, -0.45)}"/><rect x="60" y="-140" width="2" height="70" fill="#777"/><path d="M62 -140 L84 -133 L62 -126 Z" fill="#e63946"/>`;
}

export function hospital(): Svg {
  return `<rect x="-60" y="-90" width="120" height="90" fill="#f1f5f9"/><rect x="-60" y="-90" width="120" height="8" fill="#cbd5e1"/>
<rect x="-14" y="-78" width="28" height="28" rx="4" fill="#e63946"/><rect x="-4" y="-74" width="8" height="20" fill="#fff"/><rect x="-10" y="-68" width="20" height="8" fill="#fff"/>
${[-48, -32, 20, 36].map((x) => `<rect x="${x}" y="-70" width="10" height="12" fill="#a8dadc"/><rect x="${x}" y="-44" width="10" height="12" fill="#a8dadc"/>`).join('')}
<rect x="-12" y="-26" width="24" height="26" fill="#a8dadc"/>`;
}

export function parcel(colour = '#c8965a'): Svg {
  return `<rect x="-14" y="-22" width="28" height="22" rx="2" fill="${colour}"/><rect x="-14" y="-22" width="28" height="5" fill="${shade(colour, -0.15)}"/><rect x="-3" y="-22" width="6" height="22" fill="${shade(colour, 0.3)}"/>`;
}

/** A crate of fruit and vegetables. */
export function crate(): Svg {
  return `<circle cx="-9" cy="-22" r="6" fill="#e63946"/><circle cx="1" cy="-23" r="6" fill="#f4a261"/><circle cx="10" cy="-21" r="5.5" fill="#e9c46a"/>
<path d="M-2 -30 Q2 -38 6 -30" stroke="#2a9d8f" stroke-width="3" fill="none"/><ellipse cx="-15" cy="-24" rx="3" ry="8" fill="#f77f00" transform="rotate(-30 -15 -24)"/>
<rect x="-18" y="-20" width="36" height="20" rx="2" fill="#b07d48"/><rect x="-18" y="-14" width="36" height="3" fill="#8a5a2b"/><rect x="-18" y="-7" width="36" height="3" fill="#8a5a2b"/>`;
}

export function shelves(): Svg {
  const boards = [-90, -60, -30]
    .map(
      (y) =>
        `<rect x="-60" y="${y}" width="120" height="4" fill="#8a5a2b"/>` +
        [-48, -24, 0, 24, 48].map((x, i) => place(i % 2 ? parcel() : crate(), x, y, 0.7)).join(''),
    )
    .join('');
  return `<rect x="-62" y="-120" width="4" height="120" fill="#6d4526"/><rect x="58" y="-120" width="4" height="120" fill="#6d4526"/>${boards}<rect x="-60" y="-2" width="120" height="4" fill="#8a5a2b"/>`;
}

/** A long table with plates, `w` wide, 36 tall. */
export function longTable(w: number, cloth = '#f8f9fa'): Svg {
  const plates: string[] = [];
  for (let x = -w / 2 + 18; x < w / 2 - 10; x += 30) {
    plates.push(
      `<ellipse cx="${n(x)}" cy="-37" rx="9" ry="3" fill="#fff" stroke="#ddd" stroke-width="0.8"/><ellipse cx="${n(x)}" cy="-38" rx="4" ry="1.5" fill="${['#e76f51', '#2a9d8f', '#e9c46a'][Math.abs(Math.round(x)) % 3]}"/>`,
    );
  }
  return `<rect x="${n(-w / 2)}" y="-36" width="${w}" height="6" fill="${cloth}"/><path d="M${n(-w / 2)} -30 L${n(w / 2)} -30 L${n(w / 2 - 4)} -18 L${n(-w / 2 + 4)} -18 Z" fill="${shade(cloth, -0.08)}"/>
<rect x="${n(-w / 2 + 8)}" y="-18" width="4" height="18" fill="#6d4526"/><rect x="${n(w / 2 - 12)}" y="-18" width="4" height="18" fill="#6d4526"/>${plates.join('')}`;
}

export function table(w = 60, top = '#a47148'): Svg {
  return `<rect x="${-w / 2}" y="-34" width="${w}" height="5" rx="1.5" fill="${top}"/><rect x="${-w / 2 + 5}" y="-29" width="4" height="29" fill="${shade(top, -0.3)}"/><rect x="${w / 2 - 9}" y="-29" width="4" height="29" fill="${shade(top, -0.3)}"/>`;
}

/** String lights between two points, drooping. */
export function stringLights(x1: number, x2: number, y: number, count = 12): Svg {
  const mid = (x1 + x2) / 2;
  const sag = 24;
  const bulbs = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + 4 * sag * t * (1 - t) * 0.5 * 2;
    return `<circle cx="${n(x)}" cy="${n(yy + 4)}" r="3.5" fill="${['#ffd166', '#ef476f', '#06d6a0', '#fff3b0'][i % 4]}"/>`;
  }).join('');
  return `<path d="M${n(x1)} ${n(y)} Q${n(mid)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}" stroke="#444" stroke-width="1.2" fill="none"/>${bulbs}`;
}

export function books(
  colours: readonly string[] = ['#e63946', '#457b9d', '#f4a261', '#2a9d8f'],
): Svg {
  return colours
    .map(
      (c, i) =>
        `<rect x="${-16 + (i % 2) * 3}" y="${-8 - i * 8}" width="32" height="7" rx="1.5" fill="${c}"/><rect x="${-14 + (i % 2) * 3}" y="${-7 - i * 8}" width="28" height="1.5" fill="#fff" fill-opacity="0.6"/>`,
    )
    .join('');
}

/** An open book, held or on a table, 30 wide. */
export const openBook = (colour = '#457b9d') =>
  `<path d="M-15 -2 L0 0 L15 -2 L15 -16 L0 -14 L-15 -16 Z" fill="${colour}"/><path d="M-13 -4 L0 -2 L0 -15 L-13 -17 Z M13 -4 L0 -2 L0 -15 L13 -17 Z" fill="#fff"/>`;

export function blackboard(letters: string): Svg {
  return `<rect x="-70" y="-120" width="140" height="80" rx="3" fill="#6d4526"/><rect x="-65" y="-115" width="130" height="70" fill="#2f4f4f"/>
<text x="0" y="-72" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#f1faee" text-anchor="middle"${letters.length > 9 ? ' textLength="112" lengthAdjust="spacingAndGlyphs"' : ''}>${letters}</text>
<rect x="-40" y="-44" width="30" height="3" fill="#fff"/>`;
}

/** A hand pump on a concrete plinth. */
export function pump(): Svg {
  return `<rect x="-26" y="-8" width="52" height="8" rx="2" fill="#adb5bd"/><rect x="-6" y="-62" width="12" height="54" fill="#1d3557"/>
<rect x="-8" y="-66" width="16" height="8" rx="2" fill="#1d3557"/><path d="M6 -52 L22 -50 L22 -44" stroke="#1d3557" stroke-width="6" fill="none"/>
<path d="M-6 -62 L-40 -78" stroke="#1d3557" stroke-width="4" stroke-linecap="round"/><path d="M22 -40 Q20 -28 23 -14" stroke="#4cc9f0" stroke-width="3" fill="none"/>`;
}

/** A jerrycan, 18 tall. */
export const jerrycan = (colour = '#f4a261') =>
  `<rect x="-9" y="-18" width="18" height="18" rx="3" fill="${colour}"/><rect x="-4" y="-22" width="6" height="5" fill="${shade(colour, -0.3)}"/>`;

/** A rainwater tank with a gutter pipe. */
export function tank(colour = '#457b9d'): Svg {
  return `<rect x="-28" y="-70" width="56" height="62" rx="6" fill="${colour}"/><ellipse cx="0" cy="-70" rx="28" ry="7" fill="${shade(colour, 0.25)}"/>
${[-54, -40, -26].map((y) => `<rect x="-28" y="${y}" width="56" height="2" fill="${shade(colour, -0.2)}"/>`).join('')}
<rect x="-30" y="-8" width="60" height="8" fill="#adb5bd"/><path d="M20 -30 L34 -30 L34 -22" stroke="#adb5bd" stroke-width="4" fill="none"/><path d="M34 -20 L34 -14" stroke="#4cc9f0" stroke-width="2.5"/>`;
}

export function waterDrop(colour = '#4cc9f0'): Svg {
  return `<path d="M0 -40 Q16 -18 14 -10 Q12 0 0 0 Q-12 0 -14 -10 Q-16 -18 0 -40 Z" fill="${colour}"/><path d="M-6 -12 Q-7 -18 -3 -22" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
}

export function solarPanel(): Svg {
  const cells = [0, 1, 2, 3]
    .flatMap((c) =>
      [0, 1].map(
        (r) =>
          `<rect x="${-30 + c * 15 + 1}" y="${-40 + r * 15 + 1}" width="13" height="13" fill="#1d4e89"/>`,
      ),
    )
    .join('');
  return `<g transform="skewX(-15)"><rect x="-30" y="-40" width="60" height="30" fill="#cbd5e1"/>${cells}</g><rect x="-2" y="-10" width="4" height="10" fill="#6c757d"/>`;
}

/** A wind turbine, 160 tall; `angle` turns its blades. */
export function windTurbine(angle = 0): Svg {
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="M0 0 L-3 -4 L0 -60 L4 -4 Z" fill="#f8f9fa" transform="rotate(${a + angle})"/>`,
    )
    .join('');
  return `<path d="M-3 0 L-1.5 -160 L1.5 -160 L3 0 Z" fill="#e9ecef"/><g transform="translate(0 -160)">${blades}<circle r="4" fill="#ced4da"/></g>`;
}

/** A classic Dutch windmill, 130 tall. */
export function windmill(angle = 20): Svg {
  const sails = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${a + angle})"><rect x="-1.5" y="-62" width="3" height="62" fill="#5c4033"/><rect x="1.5" y="-60" width="10" height="44" fill="#f1faee" fill-opacity="0.85"/></g>`,
    )
    .join('');
  return `<path d="M-18 0 L-12 -90 L12 -90 L18 0 Z" fill="#6b4f3a"/><path d="M-15 -88 Q0 -112 15 -88 Z" fill="#3d2c20"/><rect x="-5" y="-20" width="10" height="20" fill="#3d2c20"/><g transform="translate(0 -92)">${sails}<circle r="4" fill="#3d2c20"/></g>`;
}

export function bicycle(colour = '#e63946'): Svg {
  return `<circle cx="-20" cy="-14" r="13" fill="none" stroke="#333" stroke-width="3"/><circle cx="20" cy="-14" r="13" fill="none" stroke="#333" stroke-width="3"/>
<path d="M-20 -14 L-6 -36 L14 -36 L20 -14 M-6 -36 L0 -14 L14 -36 M0 -14 L-20 -14" stroke="${colour}" stroke-width="3.2" fill="none" stroke-linejoin="round"/>
<path d="M-8 -40 L-2 -40 M14 -36 L12 -44 L18 -46" stroke="#333" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

/** A cyclist on a bicycle, drawn side-on. */
export function cyclist(look: Look, bike = '#e63946'): Svg {
  return `${bicycle(bike)}<path d="M-4 -40 L2 -24 L-2 -14 M-4 -40 L8 -28 L10 -18" stroke="${look.bottom}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M-6 -42 L2 -70" stroke="${look.top}" stroke-width="14" stroke-linecap="round"/><path d="M2 -66 L14 -46" stroke="${shade(look.top, -0.1)}" stroke-width="6" stroke-linecap="round"/>
<circle cx="4" cy="-82" r="9.5" fill="${look.skin}"/><path d="M-5 -84 Q-4 -95 5 -94 Q13 -93 13 -84 Z" fill="${shade(look.top, -0.3)}"/>`;
}

/** A recycling bin, 36 tall, with the three-arrow mark. */
export function bin(colour: string): Svg {
  return `<path d="M-13 -32 L13 -32 L11 0 L-11 0 Z" fill="${colour}"/><rect x="-15" y="-37" width="30" height="6" rx="2" fill="${shade(colour, -0.25)}"/>
<path d="M-5 -12 L0 -21 L5 -12 Z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;
}

/** Bits of litter on the sand or in the water. */
export function litter(random: Random, width: number): Svg {
  return Array.from({ length: 6 }, () => {
    const x = n((random.next() - 0.5) * width);
    const kind = random.int(0, 2);
    const c = random.pick(['#e63946', '#4cc9f0', '#f4f1de', '#06d6a0', '#ffb703']);
    if (kind === 0)
      return `<rect x="${x}" y="-4" width="12" height="4" rx="2" fill="${c}" transform="rotate(${random.int(-20, 20)} ${x} -2)"/>`;
    if (kind === 1) return `<path d="M${x} 0 l6 -7 l6 7 Z" fill="${c}"/>`;
    return `<circle cx="${x}" cy="-2" r="3" fill="${c}"/>`;
  }).join('');
}

/** A litter picker held in a hand at (hx, hy), reaching the ground at y = 0. */
export const picker = (hx: number, hy: number) =>
  `<path d="M${hx} ${hy} L${hx + 10} -1" stroke="#6c757d" stroke-width="2.2"/><path d="M${hx + 8} -1 l4 0" stroke="#333" stroke-width="2.5"/>`;

/** A full rubbish bag hanging from a hand at (hx, hy). */
export const bag = (hx: number, hy: number, colour = '#2b2d42') =>
  `<path d="M${hx - 3} ${hy} L${hx - 9} ${hy + 8} Q${hx - 11} ${hy + 24} ${hx} ${hy + 25} Q${hx + 11} ${hy + 24} ${hx + 9} ${hy + 8} L${hx + 3} ${hy} Z" fill="${colour}"/>`;

export function shovel(hx: number, hy: number): Svg {
  return `<path d="M${hx} ${hy - 14} L${hx + 6} ${hy + 30}" stroke="#8d5524" stroke-width="3"/><path d="M${hx + 1} ${hy + 28} l10 0 l-2 12 l-6 0 Z" fill="#6c757d"/>`;
}

export function football(): Svg {
  return `<circle cx="0" cy="-7" r="7" fill="#fff"/><path d="M0 -10 l3 2 l-1 3.5 l-4 0 l-1 -3.5 Z" fill="#222"/>`;
}

export function goalPost(): Svg {
  return `<path d="M-60 0 L-60 -60 L60 -60 L60 0" stroke="#fff" stroke-width="5" fill="none"/><path d="M-56 -56 L56 -56 M-56 -40 L56 -40 M-56 -24 L56 -24 M-40 -58 L-40 0 M-20 -58 L-20 0 M0 -58 L0 0 M20 -58 L20 0 M40 -58 L40 0" stroke="#fff" stroke-opacity="0.45" stroke-width="1.5"/>`;
}

export function sewingMachine(): Svg {
  return `<path d="M-22 -6 L-22 -30 Q-22 -36 -16 -36 L18 -36 Q22 -36 22 -30 L22 -22 L-10 -22 L-10 -6 Z" fill="#f1faee"/><rect x="-26" y="-6" width="52" height="6" rx="2" fill="#e63946"/>
<rect x="14" y="-22" width="4" height="10" fill="#adb5bd"/><circle cx="-16" cy="-28" r="4" fill="#e63946"/><rect x="-6" y="-42" width="5" height="6" fill="#457b9d"/>`;
}

/** A clothes rail with hanging shirts in the given colours. */
export function clothesRail(colours: readonly string[]): Svg {
  const shirts = colours
    .map((c, i) => {
      const x = -50 + i * (100 / Math.max(1, colours.length - 1));
      return `<path d="M${n(x)} -96 l0 -4 M${n(x - 9)} -90 L${n(x)} -96 L${n(x + 9)} -90 L${n(x + 8)} -58 L${n(x - 8)} -58 Z" stroke="#555" stroke-width="1" fill="${c}"/>`;
    })
    .join('');
  return `<path d="M-60 0 L-60 -100 L60 -100 L60 0" stroke="#6c757d" stroke-width="3" fill="none"/>${shirts}`;
}

export function laptop(colour = '#adb5bd'): Svg {
  return `<path d="M-14 -24 L14 -24 L14 -4 L-14 -4 Z" fill="${shade(colour, -0.4)}"/><rect x="-12" y="-22" width="24" height="16" fill="#4cc9f0" fill-opacity="0.8"/><path d="M-18 -4 L18 -4 L20 0 L-20 0 Z" fill="${colour}"/>`;
}

export function chessBoard(): Svg {
  const squares: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      if ((r + c) % 2 === 0)
        squares.push(
          `<rect x="${-16 + c * 8}" y="${-6 + r * 1.5}" width="8" height="1.5" fill="#333"/>`,
        );
  return `<rect x="-18" y="-7" width="36" height="7" fill="#e9d8a6"/>${squares.join('')}<path d="M-6 -7 L-6 -16 M-6 -18 l0 0" stroke="#222" stroke-width="4" stroke-linecap="round"/><circle cx="-6" cy="-18" r="3" fill="#222"/><path d="M8 -7 L8 -14" stroke="#f8f9fa" stroke-width="4" stroke-linecap="round"/><circle cx="8" cy="-16" r="3" fill="#f8f9fa"/>`;
}

export function loaves(): Svg {
  return `<ellipse cx="-14" cy="-8" rx="14" ry="8" fill="#c68b59"/><path d="M-22 -10 l4 -4 M-15 -11 l4 -4 M-8 -10 l4 -4" stroke="#8a5a2b" stroke-width="1.5"/>
<ellipse cx="12" cy="-9" rx="11" ry="9" fill="#d9a066"/><ellipse cx="2" cy="-18" rx="18" ry="5" fill="#b5784a" transform="rotate(-10 2 -18)"/>`;
}

export function coffeeCup(colour = '#f8f9fa'): Svg {
  return `<path d="M-10 -20 L10 -20 L8 0 L-8 0 Z" fill="${colour}"/><path d="M10 -16 Q17 -14 10 -6" stroke="${colour}" stroke-width="3" fill="none"/><path d="M-4 -24 Q-1 -30 -4 -36 M3 -24 Q6 -30 3 -36" stroke="#adb5bd" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
}

export function cake(): Svg {
  return `<rect x="-16" y="-20" width="32" height="20" rx="3" fill="#f4a261"/><rect x="-16" y="-22" width="32" height="6" rx="3" fill="#fff1e6"/><circle cx="-8" cy="-24" r="2.5" fill="#e63946"/><circle cx="2" cy="-24" r="2.5" fill="#e63946"/><circle cx="10" cy="-24" r="2.5" fill="#e63946"/>`;
}

/** A microphone stand, 70 tall. */
export function microphone(): Svg {
  return `<path d="M0 0 L0 -64 M-10 0 L10 0" stroke="#333" stroke-width="2.5"/><ellipse cx="0" cy="-68" rx="3.5" ry="5" fill="#333"/>`;
}

export function guitar(): Svg {
  return `<g transform="rotate(-50)"><ellipse cx="0" cy="0" rx="10" ry="8" fill="#c1121f"/><rect x="8" y="-1.5" width="24" height="3" fill="#6d4526"/><circle cx="0" cy="0" r="2.5" fill="#222"/></g>`;
}

export const musicNote = (colour: string) =>
  `<path d="M0 0 L0 -22 L14 -26 L14 -4" stroke="${colour}" stroke-width="2.5" fill="none"/><ellipse cx="-3" cy="0" rx="4.5" ry="3.5" fill="${colour}"/><ellipse cx="11" cy="-4" rx="4.5" ry="3.5" fill="${colour}"/>`;

export function heart(colour = '#e63946'): Svg {
  return `<path d="M0 0 C-4 -4 -20 -14 -20 -26 C-20 -34 -13 -38 -8 -38 C-4 -38 -1 -35 0 -32 C1 -35 4 -38 8 -38 C13 -38 20 -34 20 -26 C20 -14 4 -4 0 0 Z" fill="${colour}"/>`;
}

/** A phone with a speech bubble: someone to talk to. */
export function phoneChat(colour = '#ffd166'): Svg {
  return `<rect x="-10" y="-36" width="20" height="36" rx="4" fill="#222"/><rect x="-8" y="-32" width="16" height="26" fill="#4cc9f0"/>
<path d="M10 -50 Q10 -62 26 -62 Q42 -62 42 -50 Q42 -38 26 -38 L18 -38 L12 -32 L14 -40 Q10 -44 10 -50 Z" fill="${colour}"/>
<circle cx="20" cy="-50" r="2" fill="#555"/><circle cx="26" cy="-50" r="2" fill="#555"/><circle cx="32" cy="-50" r="2" fill="#555"/>`;
}

/** A head torch beam from a person's head, pointing right. */
export const headTorch = `<path d="M8 -95 L70 -110 L70 -70 Z" fill="#fff3b0" fill-opacity="0.35"/><circle cx="8" cy="-95" r="3" fill="#fff3b0"/>`;

export function seedlings(): Svg {
  return [-24, -8, 8, 24]
    .map(
      (x) =>
        `<path d="M${x} 0 L${x} -12" stroke="#588157" stroke-width="2"/><ellipse cx="${x - 4}" cy="-14" rx="5" ry="2.6" fill="#80b918" transform="rotate(-30 ${x - 4} -14)"/><ellipse cx="${x + 4}" cy="-16" rx="5" ry="2.6" fill="#55a630" transform="rotate(30 ${x + 4} -16)"/>`,
    )
    .join('');
}

/** A raised vegetable bed, 90 wide. */
export function vegBed(): Svg {
  const crops = [-36, -18, 0, 18, 36]
    .map(
      (x, i) =>
        `<path d="M${x} -12 Q${x - 8} -26 ${x - 2} -30 Q${x} -22 ${x} -12 Q${x + 8} -28 ${x + 4} -32" fill="${i % 2 ? '#55a630' : '#2b9348'}"/>${i % 2 ? '' : `<circle cx="${x + 3}" cy="-14" r="3.5" fill="#e63946"/>`}`,
    )
    .join('');
  return `<rect x="-45" y="-12" width="90" height="12" fill="#7f5539"/><rect x="-45" y="-14" width="90" height="4" fill="#5e3a1e"/>${crops}`;
}

export function wateringCan(colour = '#2a9d8f'): Svg {
  return `<rect x="-10" y="-16" width="20" height="16" rx="3" fill="${colour}"/><path d="M10 -10 L24 -22" stroke="${colour}" stroke-width="3.5"/><path d="M-10 -14 Q-18 -10 -10 -4" stroke="${colour}" stroke-width="3" fill="none"/>`;
}

export function bench(colour = '#8a5a2b'): Svg {
  return `<rect x="-30" y="-18" width="60" height="5" fill="${colour}"/><rect x="-30" y="-30" width="60" height="4" fill="${colour}"/><rect x="-26" y="-13" width="4" height="13" fill="#555"/><rect x="22" y="-13" width="4" height="13" fill="#555"/>`;
}

export function streetLamp(lit = false): Svg {
  return `<rect x="-2" y="-120" width="4" height="120" fill="#343a40"/><path d="M0 -120 Q0 -128 10 -128" stroke="#343a40" stroke-width="4" fill="none"/><path d="M4 -128 L16 -128 L14 -122 L6 -122 Z" fill="#343a40"/>${lit ? '<path d="M6 -122 L-10 -20 L34 -20 L14 -122 Z" fill="#fff3b0" fill-opacity="0.25"/>' : ''}`;
}

/** A cosy window at night with a lamp and a person on the phone. */
export function litWindow(look: Look): Svg {
  return `<rect x="-40" y="-110" width="80" height="90" fill="#ffe8a3"/><rect x="-40" y="-110" width="80" height="90" fill="none" stroke="#2b2d42" stroke-width="6"/>
<path d="M0 -110 L0 -20 M-40 -65 L40 -65" stroke="#2b2d42" stroke-width="3"/><g transform="translate(-6 -20) scale(0.7)">${person(look, 'reach')}</g>
<rect x="18" y="-58" width="8" height="14" rx="2" fill="#222" transform="rotate(-10 22 -51)"/>`;
}

export function kennel(colour = '#bc6c25'): Svg {
  return `<rect x="-26" y="-36" width="52" height="36" fill="${colour}"/><path d="M-32 -34 L0 -58 L32 -34 Z" fill="${shade(colour, -0.35)}"/><path d="M-10 0 L-10 -18 Q0 -28 10 -18 L10 0 Z" fill="#3d2c20"/>`;
}

export function laptopTable(): Svg {
  return (
    table(70) +
    place(laptop(), -16, -34) +
    place(laptop('#ced4da'), 18, -34) +
    place(coffeeCup(), 2, -34, 0.5)
  );
}

export function swimmer(look: Look): Svg {
  return `<ellipse cx="0" cy="-2" rx="22" ry="4" fill="#fff" fill-opacity="0.5"/><circle cx="10" cy="-6" r="7" fill="${look.skin}"/><path d="M3 -8 Q10 -16 17 -8 Z" fill="#ff6b35"/>
<path d="M2 -4 Q-8 -24 -22 -12" stroke="${look.skin}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

export function boat(colour = '#e76f51'): Svg {
  return `<path d="M-30 -12 L30 -12 L22 0 L-22 0 Z" fill="${colour}"/><rect x="-30" y="-14" width="60" height="3" fill="${shade(colour, 0.3)}"/>`;
}

/** A floating litter boom across a canal. */
export function litterBoom(width: number): Svg {
  const floats = Array.from(
    { length: Math.floor(width / 16) },
    (_, i) => `<ellipse cx="${n(-width / 2 + 8 + i * 16)}" cy="-2" rx="7" ry="4" fill="#ffb703"/>`,
  ).join('');
  return `<rect x="${n(-width / 2)}" y="-3" width="${width}" height="2" fill="#6c757d"/>${floats}`;
}

export function cloud(): Svg {
  return `<g fill="#fff" fill-opacity="0.9"><ellipse cx="0" cy="0" rx="40" ry="14"/><circle cx="-14" cy="-8" r="14"/><circle cx="8" cy="-12" r="18"/></g>`;
}

export function sun(colour = '#ffd166'): Svg {
  return `<circle r="46" fill="${colour}" fill-opacity="0.25"/><circle r="30" fill="${colour}"/>`;
}

export function moon(): Svg {
  return `<circle r="26" fill="#f1faee"/><circle cx="10" cy="-6" r="22" fill="#1d2951"/>`;
}

export function balloons(colours: readonly string[]): Svg {
  return colours
    .map(
      (c, i) =>
        `<path d="M${i * 12 - 12} -40 Q${i * 6 - 6} -20 0 0" stroke="#888" stroke-width="0.8" fill="none"/><ellipse cx="${i * 12 - 12}" cy="-50" rx="9" ry="11" fill="${c}"/>`,
    )
    .join('');
}

/** A scale of justice, 60 tall. */
export function scales(colour = '#e9c46a'): Svg {
  return `<rect x="-2" y="-60" width="4" height="56" fill="${colour}"/><rect x="-14" y="-6" width="28" height="6" rx="2" fill="${colour}"/><path d="M-28 -52 L28 -52" stroke="${colour}" stroke-width="3"/>
<path d="M-28 -52 L-36 -32 L-20 -32 Z M28 -52 L20 -32 L36 -32 Z" fill="none" stroke="${colour}" stroke-width="1.5"/><path d="M-38 -32 Q-28 -24 -18 -32 Z M18 -32 Q28 -24 38 -32 Z" fill="${colour}"/>`;
}

/** A quiz card with a question mark. */
export function quizCard(colour = '#f72585'): Svg {
  return `<rect x="-12" y="-30" width="24" height="30" rx="3" fill="${colour}"/><text x="0" y="-8" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="20" fill="#fff" text-anchor="middle">?</text>`;
}

/** A stage with a curtain, `w` wide. */
export function stage(w: number, h: number, colour = '#9d0208'): Svg {
  return `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="#1b1b2f"/><path d="M${-w / 2} ${-h} L${-w / 2 + 60} ${-h} Q${-w / 2 + 40} ${-h / 2} ${-w / 2 + 70} 0 L${-w / 2} 0 Z M${w / 2} ${-h} L${w / 2 - 60} ${-h} Q${w / 2 - 40} ${-h / 2} ${w / 2 - 70} 0 L${w / 2} 0 Z" fill="${colour}"/>
<rect x="${-w / 2}" y="${-h}" width="${w}" height="18" fill="${shade(colour, -0.2)}"/><rect x="${-w / 2}" y="-10" width="${w}" height="10" fill="#5c4033"/>`;
}

/** The Erasmus bridge in Rotterdam, 300 wide. */
export function swanBridge(): Svg {
  return `<rect x="-150" y="-30" width="300" height="6" fill="#e9ecef"/><path d="M-40 -24 L-30 -150 L-20 -24" stroke="#dee2e6" stroke-width="8" fill="none"/>
${[-140, -120, -100, -80, -60, 0, 20, 40, 60, 80, 100, 120, 140].map((x) => `<path d="M-28 -140 L${x} -28" stroke="#f8f9fa" stroke-width="1.2"/>`).join('')}`;
}

/** A generic tower landmark: a church tower with a spire. */
export function churchTower(colour = '#8d6e63'): Svg {
  return `<rect x="-14" y="-110" width="28" height="110" fill="${colour}"/><path d="M-14 -110 L0 -170 L14 -110 Z" fill="${shade(colour, -0.3)}"/><circle cx="0" cy="-92" r="7" fill="#f1faee"/><rect x="-5" y="-50" width="10" height="20" rx="5" fill="${shade(colour, -0.4)}"/>`;
}

/** A person in a wheelchair, side-on, about 80 tall. */
export function wheelchairUser(look: Look): Svg {
  return `<circle cx="-4" cy="-22" r="22" fill="none" stroke="#343a40" stroke-width="4"/><circle cx="-4" cy="-22" r="3" fill="#343a40"/><circle cx="24" cy="-5" r="5" fill="#343a40"/>
<path d="M-18 -44 L-18 -26 L22 -26 L24 -8" stroke="#6c757d" stroke-width="4" fill="none"/><path d="M-22 -78 L-18 -44" stroke="#6c757d" stroke-width="4"/>
<path d="M-10 -40 L18 -40 L20 -10" stroke="${look.bottom}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M-10 -44 L-8 -76" stroke="${look.top}" stroke-width="18" stroke-linecap="round"/><path d="M-6 -70 L12 -58" stroke="${shade(look.top, -0.1)}" stroke-width="7" stroke-linecap="round"/>
<circle cx="-6" cy="-90" r="10.5" fill="${look.skin}"/><path d="M-17 -92 Q-16 -103 -6 -102 Q5 -101 5 -92 Q-4 -97 -17 -92 Z" fill="${look.hair}"/>`;
}

/** A fridge with a glass door full of vegetables. */
export function fridge(): Svg {
  const rows = [-120, -90, -60]
    .map(
      (y, i) =>
        `<rect x="-30" y="${y + 26}" width="60" height="3" fill="#adb5bd"/>` +
        [-18, 0, 18]
          .map(
            (x, j) =>
              `<circle cx="${x}" cy="${y + 18}" r="7" fill="${['#e63946', '#80b918', '#f77f00', '#ffd166'][(i + j) % 4]}"/>`,
          )
          .join(''),
    )
    .join('');
  return `<rect x="-36" y="-140" width="72" height="140" rx="5" fill="#e9ecef"/><rect x="-30" y="-134" width="60" height="120" fill="#caf0f8"/>${rows}<rect x="24" y="-100" width="4" height="30" rx="2" fill="#6c757d"/>`;
}

export function wheelbarrow(): Svg {
  return `<path d="M-30 -30 L20 -30 L10 -10 L-22 -10 Z" fill="#2a9d8f"/><circle cx="-6" cy="-6" r="6" fill="#343a40"/><path d="M20 -30 L40 -36" stroke="#6d4526" stroke-width="3"/><path d="M-24 -34 Q-10 -44 10 -34" fill="#7f5539"/>`;
}

/** Triangle flags on a line between two points. */
export function bunting(x1: number, x2: number, y: number): Svg {
  const count = Math.max(4, Math.round((x2 - x1) / 24));
  const colours = ['#e63946', '#ffd166', '#06d6a0', '#118ab2', '#f72585'];
  const flags = Array.from({ length: count }, (_, i) => {
    const x = x1 + ((x2 - x1) * (i + 0.5)) / count;
    const t = (i + 0.5) / count;
    const yy = y + 40 * t * (1 - t);
    return `<path d="M${n(x - 8)} ${n(yy)} L${n(x + 8)} ${n(yy)} L${n(x)} ${n(yy + 16)} Z" fill="${colours[i % colours.length]}"/>`;
  }).join('');
  return `<path d="M${n(x1)} ${n(y)} Q${n((x1 + x2) / 2)} ${n(y + 20)} ${n(x2)} ${n(y)}" stroke="#555" stroke-width="1" fill="none"/>${flags}`;
}

export function trophy(): Svg {
  return `<path d="M-14 -40 L14 -40 Q14 -18 0 -16 Q-14 -18 -14 -40 Z" fill="#ffd166"/><path d="M-14 -36 Q-24 -34 -14 -24 M14 -36 Q24 -34 14 -24" stroke="#ffd166" stroke-width="3" fill="none"/><rect x="-3" y="-16" width="6" height="8" fill="#ffd166"/><rect x="-10" y="-8" width="20" height="8" fill="#9c6644"/>`;
}

/** A firework burst in the sky. */
export function firework(colour: string): Svg {
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${n(Math.cos(a) * 8)} ${n(Math.sin(a) * 8)} L${n(Math.cos(a) * 28)} ${n(Math.sin(a) * 28)}" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>`;
  }).join('');
}

export function sack(colour = '#c9a46b'): Svg {
  return `<path d="M-16 0 Q-20 -30 -10 -38 L10 -38 Q20 -30 16 0 Z" fill="${colour}"/><path d="M-10 -38 Q0 -44 10 -38" stroke="${shade(colour, -0.3)}" stroke-width="3" fill="none"/><ellipse cx="0" cy="-22" rx="6" ry="4" fill="#6f4e37"/>`;
}

/** A speech bubble with three dots. */
export function speechBubble(colour = '#ffd166', words = ''): Svg {
  return `<path d="M-32 -40 Q-32 -64 0 -64 Q32 -64 32 -40 Q32 -16 0 -16 L-12 -16 L-22 -4 L-20 -18 Q-32 -24 -32 -40 Z" fill="${colour}"/>${
    words
      ? `<text x="0" y="-34" font-family="DejaVu Sans, sans-serif" font-size="14" text-anchor="middle" fill="#333">${words}</text>`
      : '<circle cx="-10" cy="-40" r="3" fill="#555"/><circle cx="0" cy="-40" r="3" fill="#555"/><circle cx="10" cy="-40" r="3" fill="#555"/>'
  }`;
}

/** An empty set of shelves, 120 wide, 120 tall. */
export function emptyShelves(): Svg {
  return `<rect x="-62" y="-120" width="4" height="120" fill="#6d4526"/><rect x="58" y="-120" width="4" height="120" fill="#6d4526"/>${[-90, -60, -30, -2].map((y) => `<rect x="-60" y="${y}" width="120" height="4" fill="#8a5a2b"/>`).join('')}`;
}

export function lamp(): Svg {
  return `<rect x="-2" y="-30" width="4" height="30" fill="#343a40"/><path d="M-12 -30 L12 -30 L7 -44 L-7 -44 Z" fill="#ffd166"/><rect x="-10" y="-2" width="20" height="2" fill="#343a40"/>`;
}
