import react from '@vitejs/plugin-react';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { mantineStylesCheck } from './mantine-styles-plugin.ts';
import { precompress } from './precompress.ts';
import { preloadInStepsPlugin } from './preload-in-steps-plugin.ts';

const reactModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * React Router's production build. Its package exports only the development build (with its
 * warnings and checks) for every condition, an interim choice of the project (see
 * https://github.com/remix-run/react-router/issues/12532), so a production build takes the
 * production files by path: 10 kB less on every page and less work while a page is hydrated.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${sep}development${sep}`,
  `${sep}production${sep}`,
);

// In development the API runs on its own port; the browser still talks to one origin.
const apiTarget = 'http://localhost:3000';

/**
 * The server's renderer (ADR 019): `vite build --ssr` bundles src/entry-server.tsx with every
 * library into one file in dist-ssr, which the API loads to render a page's first screen.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export const browserBuild: UserConfig = {
  plugins: [react(), preloadInStepsPlugin(), mantineStylesCheck(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/pifworld': { target: apiTarget, changeOrigin: true },
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app (ADR 019): the server renders a page's first screen, and
    // every screen's styles must be there before that rendering shows, not when its code arrives.
    // The screens' own styles are 7.5 kB gzipped together; Mantine's are most of the file.
    cssCodeSplit: false,
    rolldownOptions: {
      // Building a zod schema changes nothing else (ADR 023): a schema no screen uses is left
      // out, and with it zod, from every page that validates nothing itself.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Libraries apart from the app's own code, so a release that changes only the app keeps
        // them cached. React and the router load on every page: one file; what the
        // first screen needs of the rest: one more. The others go with the screens that use
        // them (the rich-text editor's TipTap and ProseMirror only with the editing screens).
        codeSplitting: {
          groups: [
            { name: 'react', test: reactModules, priority: 40 },
            // Every icon in one file (7.5 kB gzipped): each is a few hundred bytes, and the
            // screens share them in so many ways that apart they came as a file each, 12 of the 52
            // files a first visit to / asked for (a request costs more than its bytes).
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 35 },
            // What the first screen needs of the other libraries (Mantine, i18next, TanStack
            // Query, zod), in one file. The rest (the editor's TipTap and ProseMirror among them)
            // goes with the screens that use it.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 30 },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('vendor') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
};

/** A build (not the development server or the tests) takes React Router's production files. */
function withProductionRouter(config: UserConfig): UserConfig {
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, 'react-router': reactRouterProduction },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const config = isSsrBuild ? serverBuild : browserBuild;
  return command === 'build' ? withProductionRouter(config) : config;
});
