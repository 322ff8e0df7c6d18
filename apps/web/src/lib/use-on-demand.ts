import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

/** A component in a file of its own, as a function that loads it. */
export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Runs `load` once, however many places ask for what it loads (a component, a module's check);
 * a failed load (offline for a moment) is tried again by the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let loading = loaded.get(load) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    loading.catch(() => loaded.delete(load));
    loaded.set(load, loading);
  }
  return loading;
}

/**
 * A component that is not part of the first page's code: `want()` loads it (on a
 * pointer, a touch, a focus or a click), and `Component` is there once it arrived. Unlike
 * `React.lazy`, what stands in meanwhile keeps its state: the caller decides what to show.
 */
export function useOnDemand<P>(load: ComponentLoader<P>) {
  const [Component, setComponent] = useState<ComponentType<P>>();
  const want = useCallback(() => {
    loadOnce(load).then(
      (component) => setComponent(() => component),
      () => {
        // Not loaded (a new release or no network): the stand-in stays; the next want retries.
      },
    );
  }, [load]);
  return { Component, want };
}

/** What starts loading a dialog before its control is clicked: spread on that control. */
export interface ReachHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

/**
 * A dialog (Modal, Drawer) in a file of its own. `open()` loads it, mounts it closed, then opens
 * it: Mantine remembers the element that opened a dialog only when it opens after being
 * mounted, and gives the focus back to it when the dialog closes.
 */
export function useDialogOnDemand<P>(load: ComponentLoader<P>) {
  const { Component, want } = useOnDemand(load);
  const [opened, setOpened] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  useEffect(() => {
    if (!Component || !openWhenLoaded) return;
    // The dialog is rendered closed in this commit; it opens on the next frame, at once, as a
    // click would open it: Mantine notes the focused element before its focus trap moves it.
    const frame = requestAnimationFrame(() =>
      flushSync(() => {
        setOpenWhenLoaded(false);
        setOpened(true);
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [Component, openWhenLoaded]);

  const open = useCallback(() => {
    want();
    setOpenWhenLoaded(true);
  }, [want]);
  const close = useCallback(() => {
    setOpenWhenLoaded(false);
    setOpened(false);
  }, []);
  const toggle = useCallback(
    () => (opened || openWhenLoaded ? close() : open()),
    [opened, openWhenLoaded, open, close],
  );
  // For the control that opens the dialog: a pointer over it, a touch or the focus on it starts
  // loading, so the dialog is mostly there by the click.
  const reach = useMemo<ReachHandlers>(
    () => ({ onPointerEnter: want, onTouchStart: want, onFocus: want }),
    [want],
  );

  return { Dialog: Component, want, reach, opened, open, close, toggle };
}
