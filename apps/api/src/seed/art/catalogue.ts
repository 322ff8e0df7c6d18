/**
 * Which drawing each seeded picture is: the seed names a picture by kind and name
 * (`banner`/`picture`/`logo`, `nonprofit-open-tafel`, `user-sanne`, `sdg-3`, ...) and this
 * catalogue turns that into SVG: a scene that says what the cause is about, an emblem in the
 * organisation's colour, a portrait, a place with its landmark, or a goal's icon.
 */
import { slug } from '../../lib/slug';
import { jobs } from '../data/jobs';
import { companies, fundraisers, nonprofits } from '../data/organisations';
import { sdgs } from '../data/sdgs';
import { topics } from '../data/topics';
import { emblemSvg, portraitSvg } from './emblems';
import { goalIconSvg } from './goals';
import { frames, sceneSvg, type SceneName, type SceneOptions } from './scenes';

export type ArtKind = 'logo' | 'banner' | 'picture';

interface Art extends SceneOptions {
  scene: SceneName;
  /** The emblem's symbol (see `glyphs`). */
  glyph: string;
}

const a = (scene: SceneName, glyph: string, options: SceneOptions = {}): Art => ({
  scene,
  glyph,
  ...options,
});

/** Non-profits, their events and projects, fundraisers, companies and their events. */
const causes: Record<string, Art> = {
  'nonprofit-open-tafel': a('foodParcels', 'bowl'),
  'event-open-tafel-winter-food-drive': a('foodDrive', 'heart', { time: 'dusk' }),
  'event-open-tafel-long-table': a('longTable', 'bowl', { time: 'dusk' }),
  'project-open-tafel-cold-storage': a('coldStorage', 'star'),
  'nonprofit-groene-straten': a('greenStreet', 'leaf'),
  'event-groene-straten-planting-day': a('treePlanting', 'tree'),
  'event-groene-straten-schoolyard-weekend': a('schoolyardBuild', 'leaf'),
  'project-groene-straten-schoolyards': a('schoolyard', 'tree'),
  'nonprofit-clear-springs': a('waterPump', 'drop'),
  'event-clear-springs-marathon': a('marathon', 'runner', { time: 'morning' }),
  'event-clear-springs-benefit-concert': a('concert', 'music'),
  'project-clear-springs-school-tanks': a('waterTank', 'drop'),
  'project-clear-springs-boreholes': a('waterTap', 'drop'),
  'nonprofit-taalhuis-welkom': a('languageClass', 'chat'),
  'event-taalhuis-language-cafe': a('languageCafe', 'chat'),
  'project-taalhuis-mothers-class': a('mothersClass', 'book'),
  'nonprofit-msichana-fund': a('girlsSchool', 'book'),
  'event-msichana-dinner': a('dinner', 'star', { time: 'night' }),
  'project-msichana-mentor-network': a('mentoring', 'heart'),
  'nonprofit-schone-kust': a('beachCleanup', 'wave'),
  'event-schone-kust-new-year-cleanup': a('newYearBeach', 'star', { time: 'dusk' }),
  'event-schone-kust-spring-cleanup': a('beachCleanup', 'wave', { time: 'morning' }),
  'project-schone-kust-litter-traps': a('canalClean', 'wave'),
  'nonprofit-veilige-haven': a('shelter', 'paw'),
  'event-veilige-haven-open-day': a('openDay', 'paw'),
  'project-veilige-haven-cattery': a('quarantine', 'paw'),
  'nonprofit-samen-spelen': a('football', 'ball'),
  'event-samen-spelen-easter-tournament': a('tournament', 'star'),
  'project-samen-spelen-mixed-ability-team': a('mixedAbility', 'ball'),
  'nonprofit-nachtlicht': a('helpline', 'moon', { time: 'night' }),
  'event-nachtlicht-night-run': a('nightRun', 'runner', { time: 'night' }),
  'nonprofit-tweede-steek': a('repairCafe', 'needle'),
  'event-tweede-steek-repair-friday': a('repairFriday', 'needle'),
  'event-tweede-steek-spring-swap': a('clothingSwap', 'star'),
  'project-tweede-steek-sewing-school': a('sewingSchool', 'needle'),

  'fundraiser-sanne-birthday': a('birthday', 'heart'),
  'fundraiser-priya-marathon': a('marathon', 'runner', { time: 'day' }),
  'fundraiser-demo-winter-food-drive': a('foodDrive', 'bowl', { time: 'night' }),
  'fundraiser-demo-schoolyards': a('schoolyard', 'leaf', { time: 'morning' }),
  'fundraiser-tom-trees': a('treePlanting', 'tree', { time: 'morning' }),
  'fundraiser-eva-laptops': a('laptops', 'chat'),
  'fundraiser-fatima-mothers-class': a('mothersClass', 'heart', { time: 'morning' }),
  'fundraiser-grace-ten-scholars': a('girlsSchool', 'star', { time: 'morning' }),
  'fundraiser-daan-canal-swim': a('canalSwim', 'wave'),
  'fundraiser-amara-school-tanks': a('waterTank', 'heart', { time: 'morning' }),
  'fundraiser-emma-cattery': a('cattery', 'heart'),
  'fundraiser-lucas-boots': a('football', 'star', { time: 'morning' }),
  'fundraiser-lotte-night-run': a('nightRun', 'moon', { time: 'night', setting: 'city' }),
  'fundraiser-joris-clothing-swap': a('sewingSchool', 'star'),
  'fundraiser-sanne-class-bake-sale': a('bakeSale', 'heart'),
  'fundraiser-fatima-ramadan': a('longTable', 'moon', { time: 'night' }),
  'fundraiser-wouter-tree-climb': a('treeClimb', 'tree'),
  'fundraiser-marieke-quiz-night': a('quiz', 'star', { time: 'night' }),
  'fundraiser-ruben-coastal-walk': a('coastalWalk', 'runner'),
  'fundraiser-tom-allotment': a('allotment', 'leaf'),
  'fundraiser-eva-chess-marathon': a('chess', 'star'),
  'fundraiser-joris-bike-repair': a('bikeRepair', 'wheel'),
  'fundraiser-grace-book-drive': a('bookDrive', 'book'),
  'fundraiser-lucas-dog-walks': a('dogWalks', 'paw'),
  'fundraiser-emma-head-torch-run': a('nightRun', 'runner', { time: 'night', setting: 'park' }),
  'fundraiser-daan-swap-shop': a('clothingSwap', 'heart', { time: 'morning' }),

  'company-bakkerij-de-korrel': a('bakery', 'bread'),
  'company-event-korrel-bread-week': a('breadWeek', 'bread'),
  'company-trapwerk-fietsen': a('bikeRepair', 'wheel', { time: 'morning' }),
  'company-event-trapwerk-ride-for-water': a('cycling', 'drop'),
  'company-pixelpolder': a('studio', 'pixel'),
  'company-event-pixelpolder-code-and-give': a('hackathon', 'pixel'),
  'company-event-pixelpolder-lunch-walks': a('lunchWalk', 'heart'),
  'company-brandpunt-koffie': a('roastery', 'cup'),
  'company-event-brandpunt-coffee-for-classrooms': a('coffee', 'book'),
  'company-zonnedelers': a('solar', 'sun'),
  'company-event-zonnedelers-repair-and-save-day': a('repairSave', 'sun'),
  'company-van-houten-meijer': a('office', 'scales'),
  'company-event-vhm-beach-cleanup': a('beachCleanup', 'scales', { time: 'day' }),
  'company-event-vhm-charity-quiz': a('quiz', 'scales', { time: 'dusk' }),
};

/** A scene for each topic, by what it is about. */
const topicArt: Record<string, Art> = {
  'family-poverty-relief': a('foodParcels', 'house'),
  'homelessness-support': a('helpline', 'house', { time: 'night' }),
  'food-banks': a('foodDrive', 'bowl'),
  'community-meals': a('longTable', 'bowl'),
  'mental-health': a('lunchWalk', 'heart'),
  'inclusive-sports': a('mixedAbility', 'ball'),
  'girls-education': a('girlsSchool', 'book'),
  'language-learning': a('languageCafe', 'chat'),
  'women-entrepreneurs': a('studio', 'star'),
  'clean-drinking-water': a('waterPump', 'drop'),
  'sanitation-hygiene': a('waterTap', 'drop'),
  'solar-energy': a('solar', 'sun'),
  'job-training': a('repairFriday', 'wheel'),
  'digital-inclusion': a('laptops', 'pixel'),
  'refugee-support': a('languageClass', 'house'),
  'urban-trees': a('greenStreet', 'tree'),
  'green-schoolyards': a('schoolyardBuild', 'leaf'),
  'circular-fashion': a('clothingSwap', 'needle'),
  'repair-and-reuse': a('repairCafe', 'wheel'),
  'climate-adaptation': a('place', 'sun', { setting: 'field', landmark: 'windmill' }),
  'ocean-plastic': a('beachCleanup', 'wave'),
  'animal-welfare': a('shelter', 'paw'),
  reforestation: a('treePlanting', 'tree', { setting: 'park' }),
  'legal-aid': a('office', 'scales'),
  volunteering: a('tournament', 'heart'),
};

/** A scene for each goal's banner. */
const goalScenes: Record<number, Art> = {
  1: a('foodParcels', ''),
  2: a('longTable', ''),
  3: a('lunchWalk', ''),
  4: a('girlsSchool', ''),
  5: a('mentoring', ''),
  6: a('waterPump', ''),
  7: a('solar', ''),
  8: a('repairSave', ''),
  9: a('hackathon', ''),
  10: a('languageCafe', ''),
  11: a('greenStreet', ''),
  12: a('clothingSwap', ''),
  13: a('place', '', { setting: 'field', landmark: 'windmill' }),
  14: a('beachCleanup', ''),
  15: a('treeClimb', ''),
  16: a('office', ''),
  17: a('tournament', ''),
};

/** Places: a setting and a landmark for each. */
const placeArt: Record<string, SceneOptions> = {
  'continent-europe': { setting: 'canal', landmark: 'tower' },
  'continent-africa': { setting: 'savanna', landmark: 'mountain' },
  'continent-asia': { setting: 'skyline', landmark: 'towers' },
  'continent-north-america': { setting: 'skyline', landmark: 'bridge' },
  'continent-south-america': { setting: 'park', landmark: 'mountain' },
  'continent-oceania': { setting: 'beach', landmark: 'lighthouse' },
  'country-nl': { setting: 'field', landmark: 'windmill' },
  'country-be': { setting: 'canal', landmark: 'tower' },
  'country-de': { setting: 'skyline', landmark: 'tower' },
  'country-ke': { setting: 'savanna', landmark: 'mountain' },
  'country-ug': { setting: 'savanna', landmark: 'none' },
  'country-in': { setting: 'city', landmark: 'towers' },
  'country-id': { setting: 'beach', landmark: 'mountain' },
  'country-br': { setting: 'beach', landmark: 'towers' },
  'country-us': { setting: 'skyline', landmark: 'towers' },
  'country-au': { setting: 'beach', landmark: 'lighthouse' },
  'city-amsterdam': { setting: 'canal', landmark: 'none' },
  'city-rotterdam': { setting: 'skyline', landmark: 'bridge' },
  'city-utrecht': { setting: 'canal', landmark: 'tower' },
  'city-the-hague': { setting: 'beach', landmark: 'towers' },
  'city-eindhoven': { setting: 'skyline', landmark: 'towers', time: 'night' },
  'city-groningen': { setting: 'city', landmark: 'tower' },
  'city-antwerp': { setting: 'city', landmark: 'tower', time: 'dusk' },
  'city-ghent': { setting: 'canal', landmark: 'tower', time: 'dusk' },
  'city-brussels': { setting: 'skyline', landmark: 'tower' },
  'city-nairobi': { setting: 'savanna', landmark: 'towers' },
  'city-kampala': { setting: 'savanna', landmark: 'towers', time: 'morning' },
  'city-mumbai': { setting: 'beach', landmark: 'towers', time: 'dusk' },
};

/** Blog posts and the About and Contact pages. */
const editorial: Record<string, Art> = {
  'page-about-hero': a('longTable', '', { time: 'dusk' }),
  'page-about-volunteers': a('foodParcels', ''),
  'page-contact-hero': a('place', '', { setting: 'canal', landmark: 'none' }),
  'page-contact-team': a('studio', ''),
};
const blogKeywords: [RegExp, Art][] = [
  [/coffee|koffie/, a('coffee', '')],
  [/fundraiser|step/, a('birthday', '')],
  [/water|lira/, a('waterTap', '', { time: 'morning' })],
  [/giving|donate/, a('studio', '')],
  [/firework/, a('newYearBeach', '', { time: 'morning' })],
  [/night|helpline/, a('helpline', '', { time: 'night' })],
];

const nameOf = new Map<string, string>([
  ...nonprofits.flatMap((np) => [
    [`nonprofit-${np.key}`, np.name] as const,
    ...np.events.map((e) => [`event-${e.key}`, e.title] as const),
    ...np.projects.map((p) => [`project-${p.key}`, p.name] as const),
  ]),
  ...fundraisers.map((f) => [`fundraiser-${f.key}`, f.name] as const),
  ...companies.flatMap((c) => [
    [`company-${c.key}`, c.name] as const,
    ...c.events.map((e) => [`company-event-${e.key}`, e.name] as const),
  ]),
  // Topics are read in English and Dutch: their emblem is a symbol without initials.
  ...topics.map((t) => [`topic-${t.key}`, ''] as const),
]);

function artFor(name: string): Art | undefined {
  if (causes[name]) return causes[name];
  if (name.startsWith('topic-')) return topicArt[name.slice('topic-'.length)];
  if (name.startsWith('sdg-')) return goalScenes[Number(name.slice('sdg-'.length))];
  if (placeArt[name]) return a('place', '', placeArt[name]);
  if (editorial[name]) return editorial[name];
  if (name.startsWith('blog-')) return blogKeywords.find(([re]) => re.test(name))?.[1];
  return undefined;
}

/** Every picture name the catalogue knows a scene for; the seed test checks none is missing. */
export const knownCauses = Object.keys(causes);

/**
 * The SVG of a seeded picture. Pictures the catalogue has no entry for (a job, a user's banner)
 * get a landscape seeded by their name; logos of people and team members are portraits.
 */
export function artSvg(kind: ArtKind, name: string, colour: string): string {
  if (kind === 'logo') {
    if (name.startsWith('sdg-')) {
      const number = Number(name.slice('sdg-'.length));
      const sdg = sdgs.find((g) => g.number === number);
      return goalIconSvg(number, sdg?.color ?? colour);
    }
    if (name.startsWith('user-') || name.startsWith('page-team')) return portraitSvg(name);
    const art = artFor(name);
    const label = nameOf.get(name) ?? name.replace(/^[a-z]+-/, '').replace(/-/g, ' ');
    return emblemSvg(label, colour, art?.glyph || 'star', name);
  }
  const frame = frames[kind];
  const art = artFor(name);
  if (art) return sceneSvg(frame, art.scene, colour, name, art);
  const job = jobs.find((j) => name === `job-${slug(j.title)}`);
  const borrowed = job && causes[`nonprofit-${job.nonprofitKey}`];
  if (borrowed) return sceneSvg(frame, borrowed.scene, colour, name, borrowed);
  return sceneSvg(frame, 'landscape', colour, name);
}

/** For the tests: which cause names map to which scene. */
export const causeScenes = Object.fromEntries(
  Object.entries(causes).map(([name, art]) => [name, art.scene]),
);
