import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, wherever a screen is imported. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const inSteps = fileURLToPath(new URL('./src/lib/preload-in-steps.ts', import.meta.url));

/**
 * The build's screens preload their files with `src/lib/preload-in-steps.ts` instead of Vite's
 * own helper, which appends all of a screen's links in one task (ADR 028). The development
 * server loads modules one by one and has no such helper.
 */
export function preloadInStepsPlugin(): Plugin {
  return {
    name: 'preload-in-steps',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER ? VITE_PRELOAD_HELPER : undefined;
    },
    load(id) {
      if (id !== VITE_PRELOAD_HELPER) return undefined;
      return `export { preloadInSteps as __vitePreload } from ${JSON.stringify(inSteps)};`;
    },
  };
}
