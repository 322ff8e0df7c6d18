import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed; `reveal()` tells
 * every observer that its elements came into view, as scrolling to the last card would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class Stub {
    private entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    /** The elements being watched now. */
    watched: () => [...observers].flatMap((observer) => [...observer.elements]),
    reveal: () => {
      for (const observer of [...observers]) {
        const entries = [...observer.elements].map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        );
        observer.callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
