/**
 * An icon for each of the 17 Sustainable Development Goals, drawn for this product: a white
 * symbol evoking the goal on a tile of the goal's colour, with its number.
 */

const W = `fill="#fff"`;
const S = (width = 14) =>
  `stroke="#fff" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

/** Symbols drawn in a 512 box, around (256, 290). */
export const goalSymbols: Record<number, string> = {
  // No poverty: a family of four, hand in hand.
  1:
    [150, 220, 292, 362]
      .map((x, i) => {
        const h = i === 1 || i === 2 ? 0.75 : 1;
        const top = 460 - 190 * h;
        return `<circle cx="${x}" cy="${top}" r="${22 * h}" ${W}/><path d="M${x - 26 * h} ${top + 34 * h} L${x + 26 * h} ${top + 34 * h} L${x + 20 * h} ${top + 110 * h} L${x - 20 * h} ${top + 110 * h} Z" ${W}/><rect x="${x - 14 * h}" y="${top + 104 * h}" width="${28 * h}" height="${460 - top - 104 * h}" rx="6" ${W}/>`;
      })
      .join('') + `<path d="M176 340 L196 360 M248 360 L266 360 M318 360 L336 340" ${S(10)}/>`,
  // Zero hunger: a steaming bowl.
  2: `<path d="M110 300 L402 300 Q396 430 256 432 Q116 430 110 300 Z" ${W}/><rect x="196" y="434" width="120" height="16" rx="8" ${W}/><path d="M200 270 Q180 240 200 210 Q220 180 200 150 M256 270 Q236 240 256 210 Q276 180 256 150 M312 270 Q292 240 312 210 Q332 180 312 150" ${S(12)}/>`,
  // Good health: a heart with a heartbeat line.
  3: `<path d="M256 450 C230 428 110 360 110 262 C110 200 156 170 196 170 C226 170 246 190 256 212 C266 190 286 170 316 170 C356 170 402 200 402 262 C402 360 282 428 256 450 Z" fill="none" stroke="#fff" stroke-width="16"/><path d="M80 300 L200 300 L226 250 L262 350 L292 280 L312 300 L432 300" ${S(14)}/>`,
  // Quality education: an open book and a pencil.
  4: `<path d="M96 410 L256 440 L416 410 L416 200 L256 230 L96 200 Z" ${W}/><path d="M256 230 L256 440" stroke-width="10" stroke="currentColor"/><path d="M120 220 L240 244 M120 260 L240 284 M120 300 L240 324 M272 244 L392 220 M272 284 L392 260" stroke="currentColor" stroke-width="8" opacity="0.35"/><path d="M330 120 L400 190 L380 210 L310 140 Z" ${W}/><path d="M310 140 L292 100 L330 120" ${W}/>`,
  // Gender equality: the two symbols joined, with an equals sign.
  5: `<circle cx="256" cy="270" r="88" ${S(22)}/><path d="M256 358 L256 450 M216 410 L296 410" ${S(22)}/><path d="M318 208 L390 136 M340 136 L390 136 L390 186" ${S(22)}/><path d="M226 260 L286 260 M226 290 L286 290" ${S(14)}/>`,
  // Clean water: a drop over a glass.
  6: `<path d="M256 110 Q340 220 336 270 Q332 330 256 330 Q180 330 176 270 Q172 220 256 110 Z" ${W}/><path d="M160 300 L178 450 L334 450 L352 300" ${S(16)}/><path d="M176 400 L336 400" ${S(10)}/><path d="M222 276 Q214 246 232 224" stroke="currentColor" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  // Clean energy: a sun around a power button.
  7: `<circle cx="256" cy="290" r="80" ${S(18)}/><path d="M256 210 L256 290" ${S(18)}/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M256 160 L256 130" ${S(16)} transform="rotate(${a} 256 290)"/>`).join('')}`,
  // Decent work: a rising bar chart with an arrow.
  8: `<rect x="110" y="360" width="56" height="90" rx="6" ${W}/><rect x="190" y="310" width="56" height="140" rx="6" ${W}/><rect x="270" y="260" width="56" height="190" rx="6" ${W}/><rect x="350" y="200" width="56" height="250" rx="6" ${W}/><path d="M110 310 L220 230 L290 260 L400 150 M350 150 L400 150 L400 200" ${S(16)}/>`,
  // Industry and innovation: stacked cubes.
  9: [
    [256, 170],
    [186, 290],
    [326, 290],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y! - 60} L${x! + 64} ${y! - 26} L${x} ${y! + 8} L${x! - 64} ${y! - 26} Z" ${W}/><path d="M${x! - 64} ${y! - 18} L${x! - 4} ${y! + 16} L${x! - 4} ${y! + 90} L${x! - 64} ${y! + 56} Z" fill="#fff" fill-opacity="0.75"/><path d="M${x! + 64} ${y! - 18} L${x! + 4} ${y! + 16} L${x! + 4} ${y! + 90} L${x! + 64} ${y! + 56} Z" fill="#fff" fill-opacity="0.55"/>`,
    )
    .join(''),
  // Reduced inequalities: an equals sign inside four arrows.
  10: `<rect x="186" y="244" width="140" height="26" rx="8" ${W}/><rect x="186" y="300" width="140" height="26" rx="8" ${W}/><path d="M256 120 L224 164 L288 164 Z M256 450 L224 406 L288 406 Z M96 285 L140 253 L140 317 Z M416 285 L372 253 L372 317 Z" ${W}/>`,
  // Sustainable cities: buildings with a house.
  11: `<rect x="110" y="240" width="70" height="210" ${W}/><rect x="196" y="160" width="80" height="290" ${W}/><path d="M292 300 L360 240 L428 300 L428 450 L292 450 Z" ${W}/>${[
    180, 220, 260, 300, 340, 380,
  ]
    .map(
      (y) =>
        `<rect x="212" y="${y}" width="18" height="20" fill="currentColor" opacity="0.45"/><rect x="242" y="${y}" width="18" height="20" fill="currentColor" opacity="0.45"/>`,
    )
    .join('')}<rect x="340" y="380" width="40" height="70" fill="currentColor" opacity="0.45"/>`,
  // Responsible consumption: an infinity loop.
  12: `<path d="M256 290 C220 220 120 220 120 290 C120 360 220 360 256 290 C292 220 392 220 392 290 C392 360 292 360 256 290 Z" ${S(26)}/><path d="M380 200 L400 238 L360 246" ${S(14)}/>`,
  // Climate action: an eye with the globe as its iris.
  13: `<path d="M80 290 Q256 120 432 290 Q256 460 80 290 Z" ${S(16)}/><circle cx="256" cy="290" r="70" ${W}/><path d="M206 260 Q236 240 250 270 Q262 300 236 320 M280 236 Q300 270 316 268 M270 340 Q300 320 314 300" stroke="currentColor" stroke-width="12" fill="none" opacity="0.6" stroke-linecap="round"/>`,
  // Life below water: a fish above waves.
  14: `<path d="M120 260 Q220 160 340 260 Q220 360 120 260 Z" ${W}/><path d="M336 260 L410 200 L400 260 L410 320 Z" ${W}/><circle cx="170" cy="248" r="10" fill="currentColor"/><path d="M80 400 Q128 370 176 400 T272 400 T368 400 T464 400" ${S(14)}/><path d="M80 446 Q128 416 176 446 T272 446 T368 446 T464 446" ${S(14)}/>`,
  // Life on land: a tree with birds.
  15: `<rect x="240" y="330" width="32" height="120" ${W}/><circle cx="256" cy="260" r="100" ${W}/><path d="M96 450 L416 450" ${S(14)}/><path d="M360 130 q16 -14 30 0 q14 -14 30 0 M310 100 q12 -10 24 0 q12 -10 24 0" ${S(8)}/><path d="M256 340 L210 290 M256 320 L300 270" stroke="currentColor" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`,
  // Peace and justice: a dove with an olive branch.
  16: `<path d="M120 330 Q160 250 250 250 Q300 250 330 210 Q360 180 400 196 L372 214 Q360 290 300 330 Q240 370 120 330 Z" ${W}/><path d="M230 260 Q220 160 300 120 Q300 220 270 262 Z" ${W}/><circle cx="376" cy="206" r="6" fill="currentColor"/><path d="M380 230 Q360 300 320 340" ${S(8)}/><ellipse cx="352" cy="280" rx="16" ry="8" transform="rotate(-50 352 280)" ${W}/><ellipse cx="336" cy="306" rx="16" ry="8" transform="rotate(30 336 306)" ${W}/><path d="M110 430 L402 430" ${S(12)}/>`,
  // Partnerships: five rings linked in a circle, each holding on to the next.
  17: Array.from({ length: 5 }, (_, i) => {
    const angle = (i / 5) * Math.PI * 2 - Math.PI / 2;
    const x = Math.round(256 + Math.cos(angle) * 78);
    const y = Math.round(290 + Math.sin(angle) * 78);
    return `<circle cx="${x}" cy="${y}" r="62" ${S(14)}/>`;
  }).join(''),
};

/**
 * The goal's icon as SVG, `size` pixels square: the symbol, centred, on the goal's colour. No
 * number: the places that show an icon name the goal beside it, and at tile size a number in
 * the corner is only noise.
 */
export function goalIconSvg(number: number, colour: string, size = 512): string {
  const symbol = goalSymbols[number];
  if (!symbol) throw new Error(`no icon for goal ${number}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<rect width="512" height="512" rx="48" fill="${colour}"/>
<g color="${colour}" transform="translate(256 256) scale(1.04) translate(-256 -290)">${symbol}</g></svg>`;
}
