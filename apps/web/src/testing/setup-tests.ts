import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { memoizeComputedStyle } from './computed-style-cache';
import { resetI18nForTests } from './i18n';
import { resetSessionForTests } from '@/lib/session';
import { clearSessionCookies } from './session-cookies';

// findBy*/waitFor wait up to 5 s: on a busy two-core CI machine a render can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The web project runs without per-file isolation (vitest.config.ts): one jsdom window and one
// module graph serve every file of a worker, and this file runs again before each test file.
// Start each file from a blank document, as a fresh environment would.
document.title = '';
document.head.replaceChildren();
document.body.replaceChildren();
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
localStorage.clear();
sessionStorage.clear();
clearSessionCookies();

// jsdom lacks a few browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// The rich-text editor (ProseMirror) measures the selection to scroll it into view; jsdom
// does no layout, so every box is empty.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = emptyRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
// jsdom's getComputedStyle was the largest single cost of the role queries: its answers are kept
// until the document changes (computed-style-cache.ts).
memoizeComputedStyle();
// Image previews use object URLs, which jsdom does not implement.
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrls}`;
URL.revokeObjectURL = () => {};

// The app's strings arrive from the API; tests start with the bundled English, as a
// page the server rendered in English does.
await resetI18nForTests();

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  clearSessionCookies();
  resetSessionForTests();
  await resetI18nForTests();
});
