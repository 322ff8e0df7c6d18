/**
 * jsdom's getComputedStyle costs milliseconds per call: it resolves 15 properties, walks up the
 * ancestors for the inherited ones and parses colours each time. Role queries (accessible names,
 * hidden checks), user-event's pointer-events checks and Floating UI call it over and over for the
 * same elements, which made it the largest single cost of the web tests.
 *
 * jsdom already caches every element's cascaded declaration in `document._styleCache` and drops
 * that cache (sets it to null) on any change to the attached DOM or to the style sheets. The
 * results here are kept for exactly as long as that cache lives, so every answer is the one jsdom
 * would compute; detached elements and pseudo-elements are always passed through.
 */
const memoMarker = Symbol.for('web-tests.getComputedStyle.memoized');

interface DocumentImpl {
  _styleCache: object | null;
}

type GetComputedStyle = typeof window.getComputedStyle & { [memoMarker]?: true };

export function memoizeComputedStyle(): void {
  if ((window.getComputedStyle as GetComputedStyle)[memoMarker]) return;
  const implKey = Object.getOwnPropertySymbols(document).find(
    (symbol) => symbol.description === 'impl',
  );
  const documentImpl = implKey
    ? ((document as unknown as Record<symbol, DocumentImpl | undefined>)[implKey] ?? null)
    : null;
  // Not the jsdom this relies on: keep the plain implementation.
  if (!documentImpl || !('_styleCache' in documentImpl)) return;

  const original = window.getComputedStyle.bind(window);
  let validFor: object | null = null;
  let results = new WeakMap<Element, CSSStyleDeclaration>();

  const memoized: GetComputedStyle = (element, pseudoElement) => {
    if (
      pseudoElement ||
      !(element instanceof Element) ||
      element.ownerDocument !== document ||
      !element.isConnected
    ) {
      return original(element, pseudoElement);
    }
    if (documentImpl._styleCache === null || documentImpl._styleCache !== validFor) {
      results = new WeakMap();
      validFor = null;
    }
    const known = results.get(element);
    if (known) return known;
    const style = original(element);
    // The call above (re)creates jsdom's cache if it was dropped; results hold while it lives.
    validFor = documentImpl._styleCache;
    results.set(element, style);
    return style;
  };
  memoized[memoMarker] = true;
  window.getComputedStyle = memoized;
}
