import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');

/** The room of apps/web/src a file is in: `features/<name>`, app, components, lib, config, testing. */
function webArea(file) {
  const parts = path.relative(webSrc, file).split(path.sep);
  if (parts[0] === '..') return null;
  if (parts.length === 1) return 'entry'; // main.tsx and other files at the top of src
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/**
 * The web app's import boundaries (apps/web/README.md): a feature imports no other feature and
 * nothing of app/; shared code (components, lib, config) imports no feature and nothing of app/;
 * testing/ mounts the app (render-app.tsx) but imports no feature. `@/` and relative imports are
 * both resolved, so `../../other-feature` is caught too.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      otherFeature:
        '{{from}} may not import {{to}}: features do not import each other. Move the shared piece to components/, lib/ or config/, or compose both in a screen under app/routes/.',
      app: '{{from}} may not import app/ ({{spec}}): app/ composes the rooms below it, not the other way round.',
      feature:
        '{{from}} is shared code and may not import {{to}} ({{spec}}): move what both need out of the feature.',
    },
    schema: [],
  },
  create(context) {
    const from = webArea(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('@/')
        ? path.join(webSrc, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : null;
      const to = target && webArea(target);
      if (!to || to === from) return;
      const data = { from, to, spec };
      const fromFeature = from.startsWith('features/');
      const fromShared = ['components', 'lib', 'config'].includes(from);
      if (to === 'app' && (fromFeature || fromShared)) {
        context.report({ node: node.source, messageId: 'app', data });
      } else if (to.startsWith('features/') && fromFeature) {
        context.report({ node: node.source, messageId: 'otherFeature', data });
      } else if (to.startsWith('features/') && (fromShared || from === 'testing')) {
        context.report({ node: node.source, messageId: 'feature', data });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'web/import-boundaries': 'error' },
  },
  {
    // The web app's code carries English only: both languages' strings are in the
    // package root, so the app takes the language list and helpers from `@app/i18n/core`. And
    // the notices' code loads with the first notice, through lib/notifications.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      'apps/web/src/lib/notifications.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/i18n',
              message:
                'The web bundle carries English only: import from @app/i18n/core or @app/i18n/english.',
            },
            {
              name: '@mantine/notifications',
              importNames: ['notifications', 'Notifications', 'useNotifications'],
              message:
                'Notices load with the first one: use `notifications` from @/lib/notifications.',
            },
          ],
        },
      ],
    },
  },
);
