import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/components/cards/testing/intersection-observer-stub';
import { HydrateWhenNear, hydrateWaitingParts } from './hydrate-when-near';

function Part({ onTap }: { onTap: () => void }) {
  const [taps, setTaps] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setTaps(taps + 1);
        onTap();
      }}
    >
      Tapped {taps} times
    </button>
  );
}

function Page({ label, onTap }: { label: string; onTap: () => void }) {
  return (
    <div>
      <h1>{label}</h1>
      <HydrateWhenNear>
        <Part onTap={onTap} />
      </HydrateWhenNear>
    </div>
  );
}

/** Whether React runs `element` (it hydrated it), or it is only the server's HTML. */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** `page` as the server renders it: without a window. */
function renderedOnServer(page: React.ReactElement): string {
  const { window } = globalThis;
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(page);
  } finally {
    vi.stubGlobal('window', window);
  }
}

/** The server's HTML of `page` in the document, then hydrated by the app. */
async function renderedAndHydrated(page: React.ReactElement, recoverable = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderedOnServer(page);
  document.body.append(container);
  const button = screen.getByRole('button');
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  return { container, button, recoverable };
}

describe('HydrateWhenNear', () => {
  it('leaves its part as the server rendered it until it comes near the screen, then hydrates it', async () => {
    const observer = stubIntersectionObserver();
    const onTap = vi.fn();
    const { button, recoverable } = await renderedAndHydrated(<Page label="Top" onTap={onTap} />);

    // The rest of the page runs; the part is the server's HTML, watched.
    expect(hydrated(screen.getByRole('heading'))).toBe(true);
    expect(hydrated(button)).toBe(false);
    expect(observer.watched()).toHaveLength(1);
    button.click();
    expect(onTap).not.toHaveBeenCalled();

    await act(async () => observer.reveal());
    // The very element the server rendered, now run by the app (not rendered anew).
    expect(screen.getByRole('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    expect(observer.watched()).toHaveLength(0);
    await act(async () => button.click());
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Tapped 1 times');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps the server HTML when the page above renders again meanwhile, and takes the new props once hydrated', async () => {
    const observer = stubIntersectionObserver();
    const first = vi.fn();
    const { container, button, recoverable } = await renderedAndHydrated(
      <Page label="Top" onTap={first} />,
    );
    const later = vi.fn();
    await act(async () => root?.render(<Page label="Changed" onTap={later} />));
    expect(screen.getByRole('heading')).toHaveTextContent('Changed');
    expect(screen.getByRole('button')).toBe(button);
    expect(hydrated(button)).toBe(false);

    await act(async () => observer.reveal());
    await act(async () => button.click());
    expect(later).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the part when the keyboard reaches into it first', async () => {
    stubIntersectionObserver();
    const { button } = await renderedAndHydrated(<Page label="Top" onTap={vi.fn()} />);
    expect(hydrated(button)).toBe(false);
    // Tab from the heading's side of the page into the part, as a keyboard user would.
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(button);
    await act(async () => {});
    expect(hydrated(button)).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('hydrates every waiting part on request, before the page changes under them', async () => {
    stubIntersectionObserver();
    const { button, recoverable } = await renderedAndHydrated(<Page label="Top" onTap={vi.fn()} />);
    expect(hydrated(button)).toBe(false);
    const done = hydrateWaitingParts();
    await act(async () => {});
    expect(hydrated(button)).toBe(true);
    // It answers once the part runs, not at its 2 s limit.
    const limit = new Promise((resolve) => setTimeout(() => resolve('limit'), 1000));
    await expect(Promise.race([done.then(() => 'ran'), limit])).resolves.toBe('ran');
    // None waits any more: asking again is answered at once.
    await expect(hydrateWaitingParts()).resolves.toBeUndefined();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders a part at once when the app renders the page itself', () => {
    const observer = stubIntersectionObserver();
    const onTap = vi.fn();
    render(<Page label="Top" onTap={onTap} />);
    expect(observer.watched()).toHaveLength(0);
    screen.getByRole('button').click();
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
