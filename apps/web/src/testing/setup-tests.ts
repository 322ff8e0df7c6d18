import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetI18nForTests } from './i18n';
import { resetSessionForTests } from '@/lib/session';

// findBy*/waitFor wait up to 5 s: on a busy two-core CI machine a render can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

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
// Image previews use object URLs, which jsdom does not implement.
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrls}`;
URL.revokeObjectURL = () => {};

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
  await resetI18nForTests();
});
