import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const reactModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const editorModules =
  /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|crelt)[\\/]/;

// In development the API runs on its own port; the browser still talks to one origin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
    // The server reads which files each screen needs, to preload them with the page (ADR 019).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries apart from the app's own code, so a release that changes only the app keeps
        // them cached (issue 20). React and the router load on every page: one file. The rich-text
        // editor (TipTap, ProseMirror) is one file only the editing screens load. The other
        // libraries are grouped by the screens that use them, so a screen loads only its own.
        codeSplitting: {
          // A group takes the modules its test names, not what they import (the editor would
          // otherwise pull Mantine and React helpers into its file, and every page with it).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: reactModules, priority: 40 },
            { name: 'editor', test: editorModules, priority: 30 },
            // What the first screen needs of the other libraries (Mantine, i18next, TanStack
            // Query, zod), in one file.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('vendor') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
