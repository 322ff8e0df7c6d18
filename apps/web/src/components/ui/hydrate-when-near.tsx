import { useMergedRef } from '@mantine/hooks';
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLoadOnVisible } from '@/components/cards/use-load-on-visible';
import { useHydrated } from '@/lib/use-hydrated';

interface Gate {
  opened: Promise<void>;
  open: () => void;
  /** Resolves once the part is hydrated (or is gone). */
  hydrated: Promise<void>;
  markHydrated: () => void;
}

function closedGate(): Gate {
  let open = () => {};
  let markHydrated = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  return { opened, open, hydrated, markHydrated };
}

/** How long `hydrateWaitingParts` waits at most. */
const HYDRATE_AT_MOST_MS = 2000;

/** The parts of the page that still wait. */
const waiting = new Set<Gate>();

/**
 * Hydrates every part that still waits, resolving once they all run: before the page changes
 * under them (a language switch: a waiting part would still show the server-rendered language,
 * then fail to match it when hydrated; a navigation: the footer stays).
 */
export function hydrateWaitingParts(): Promise<void> {
  const parts = [...waiting];
  if (parts.length === 0) return Promise.resolve();
  for (const part of parts) part.open();
  // A part that goes meanwhile (the page changed) never runs: waiting ends after a while anyway.
  return new Promise<void>((resolve) => {
    const atMost = setTimeout(resolve, HYDRATE_AT_MOST_MS);
    void Promise.all(parts.map((part) => part.hydrated)).then(() => {
      clearTimeout(atMost);
      resolve();
    });
  });
}

/**
 * A part of a server-rendered page (ADR 019) that the app hydrates only when it comes near the
 * screen, or when a key or a pointer reaches into it (ADR 027). Until then it is the server's
 * HTML: readable, its links plain links, and no work for a phone while the page starts. A part
 * the app renders itself (a screen opened in the app) is rendered at once, as any other.
 *
 * The part's first `children` stay as they are until it is hydrated (React would otherwise
 * render it anew, without the server's HTML, on a change); they take no changing props, and
 * what they show of the app's data or strings they read themselves.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  // False while rendering on the server and while hydrating; true in the app.
  const hydrated = useHydrated();
  const [gate] = useState(() =>
    !hydrated && typeof window !== 'undefined' ? closedGate() : undefined,
  );
  const [partHydrated, setPartHydrated] = useState(!gate);
  // What the server rendered the part from, held until the part is hydrated.
  const [serverChildren] = useState(children);
  const content = partHydrated ? children : serverChildren;
  const wrapper = useRef<HTMLDivElement>(null);
  // Near the screen: the infinite scroll's watch (200 px below it).
  const near = useLoadOnVisible<HTMLDivElement>(!partHydrated, () => gate?.open());
  const ref = useMergedRef(wrapper, near);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
    waiting.add(gate);
    // Tab or a tap into the part before it is near (a link in the footer reached by keyboard).
    // Heard on the way down from the document, before React's own listener on the root, which
    // would try to hydrate the part while it still waits.
    const reached = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    document.addEventListener('focusin', reached, true);
    document.addEventListener('pointerdown', reached, true);
    const stop = () => {
      document.removeEventListener('focusin', reached, true);
      document.removeEventListener('pointerdown', reached, true);
    };
    void gate.opened.then(stop);
    return () => {
      stop();
      waiting.delete(gate);
    };
  }, [gate]);

  // The same element while the part waits: React leaves a boundary it has not hydrated alone
  // only as long as nothing above hands it something new.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Waits gate={gate} onHydrated={setPartHydrated}>
          {content}
        </Waits>
      </Suspense>
    ),
    [gate, content],
  );
  return <div ref={ref}>{part}</div>;
}

function Waits({
  gate,
  onHydrated,
  children,
}: {
  gate: Gate | undefined;
  onHydrated: (hydrated: boolean) => void;
  children: ReactNode;
}) {
  if (gate) use(gate.opened);
  useEffect(() => {
    onHydrated(true);
    if (!gate) return;
    waiting.delete(gate);
    gate.markHydrated();
  }, [onHydrated, gate]);
  return children;
}
