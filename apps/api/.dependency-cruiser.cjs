// @ts-check
/**
 * The API's layers (ADR 040, apps/api/README.md): every import points to the same or a lower
 * layer, and no module imports a module of its own layer unless `siblings` names that pair.
 * Paths are relative to the directory depcruise runs in (apps/api, or a test fixture laid out
 * like it). `npm run lint:layers` runs it; test/layers.test.ts proves it fails.
 */
/**
 * Top folders and files of src/ that modules build on, lowest first; they import no module, and
 * each imports only what is lower in this list (the folders of one step not each other).
 */
const platformSteps = [
  ['config.ts'],
  ['db'],
  ['queue'],
  ['lib'],
  ['plugins', 'payment-gateways', 'seed'],
];
const platform = platformSteps.flat();

/** The module folders under src/modules, lowest layer first. */
const layers = {
  /** What every page and every kind shares: the pages kernel and the parts around it. */
  core: [
    'media',
    'pages',
    'follows',
    'updates',
    'locations',
    'translations',
    'content',
    'outbox',
    'health',
    'stats',
    'privacy',
    'team',
  ],
  /** The kinds of page; each registers its details loader with the pages kernel at start-up. */
  kinds: [
    'nonprofits',
    'fundraisers',
    'events',
    'projects',
    'companies',
    'company-events',
    'jobs',
    'donation-packages',
  ],
  /**
   * Money: payments (with the gateways below it; premium purchases still live in it, ADR 014),
   * monthly gifts, donations and their refunds, receipts.
   */
  giving: ['payments', 'subscriptions', 'donations', 'receipts'],
  /** What composes the rest: people and their accounts, the console, rendering, search. */
  edges: ['users', 'auth', 'profile', 'admin', 'topics', 'sdg', 'share', 'search', 'reports'],
};

/**
 * The only imports allowed between two modules of one layer: module -> the modules it may use.
 * Kept free of circles (checked below), so no two modules of a layer lean on each other.
 */
const siblings = {
  pages: ['media', 'follows', 'updates'],
  events: ['nonprofits'],
  projects: ['nonprofits'],
  fundraisers: ['nonprofits'],
  jobs: ['nonprofits'],
  'donation-packages': ['nonprofits'],
  companies: ['company-events'],
  subscriptions: ['payments'],
  donations: ['payments', 'subscriptions'],
  receipts: ['payments', 'donations'],
  auth: ['users'],
  profile: ['users', 'auth'],
  admin: ['users', 'auth', 'reports', 'share'],
  sdg: ['topics'],
  share: ['topics', 'sdg'],
  search: ['share'],
  reports: ['share'],
};

const layerNames = Object.keys(layers);
const layerOf = Object.fromEntries(
  layerNames.flatMap((layer) => layers[layer].map((module) => [module, layer])),
);

for (const [module, allowed] of Object.entries(siblings)) {
  for (const other of allowed) {
    if (layerOf[module] === undefined || layerOf[module] !== layerOf[other]) {
      throw new Error(`siblings: ${module} -> ${other} is not a pair of one layer`);
    }
  }
}
/** Throws when the sibling pairs make a circle (depth-first walk). */
(function assertNoSiblingCircle() {
  const state = new Map();
  const visit = (module, trail) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'open') {
      throw new Error(`siblings make a circle: ${[...trail, module].join(' -> ')}`);
    }
    state.set(module, 'open');
    for (const next of siblings[module] ?? []) visit(next, [...trail, module]);
    state.set(module, 'done');
  };
  for (const module of Object.keys(siblings)) visit(module, []);
})();

const escape = (name) => name.replace(/[.]/g, '\\.');
const anyOf = (names) => `(${names.map(escape).join('|')})`;
const modulePaths = (names) => `^src/modules/${anyOf(names)}/`;
const topPaths = (names) => `^src/${anyOf(names)}(/|$)`;
/** Tests may reach anything they need to set a scene; the rules hold the sources. */
const tests = '\\.test\\.ts$';

const platformUpward = platformSteps.map((step, index) => ({
  name: `platform-upward-from-${step.join('-')}`,
  comment: `${step.join(', ')} may import only what is below it in platformSteps (.dependency-cruiser.cjs).`,
  severity: 'error',
  from: { path: topPaths(step), pathNot: tests },
  to: {
    path: topPaths([...platformSteps.slice(index + 1).flat(), ...step]),
    pathNot: '^src/$1(/|$)',
  },
}));

const upward = layerNames.slice(0, -1).map((layer, index) => ({
  name: `upward-from-${layer}`,
  comment: `A ${layer} module imports only ${layer} siblings named in .dependency-cruiser.cjs and the layers below it.`,
  severity: 'error',
  from: { path: modulePaths(layers[layer]), pathNot: tests },
  to: { path: modulePaths(layerNames.slice(index + 1).flatMap((above) => layers[above])) },
}));

const sameLayer = Object.values(layers).flatMap((modules) =>
  modules.flatMap((module) => {
    const others = modules.filter((m) => m !== module && !(siblings[module] ?? []).includes(m));
    if (others.length === 0) return [];
    return [
      {
        name: `sibling-of-${module}`,
        comment: `${module} may import only these modules of its own layer: ${
          (siblings[module] ?? []).join(', ') || 'none'
        } (the siblings list in .dependency-cruiser.cjs).`,
        severity: 'error',
        from: { path: modulePaths([module]), pathNot: tests },
        to: { path: modulePaths(others) },
      },
    ];
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports, through any chain, itself.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'config, db, lib, queue, payment-gateways and plugins build no module in: modules build on them.',
      severity: 'error',
      from: { path: topPaths(platform), pathNot: tests },
      to: { path: '^src/(modules/|startup/|app\\.ts$|server\\.ts$)' },
    },
    {
      name: 'module-imports-no-app',
      comment: 'app.ts, server.ts and startup/ compose the modules; no module imports them.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: tests },
      to: { path: '^src/(startup/|app\\.ts$|server\\.ts$)' },
    },
    {
      name: 'module-in-no-layer',
      comment: 'Every module folder has its layer in .dependency-cruiser.cjs.',
      severity: 'error',
      from: {},
      to: { path: '^src/modules/', pathNot: modulePaths(Object.keys(layerOf)) },
    },
    ...platformUpward,
    ...upward,
    ...sameLayer,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
