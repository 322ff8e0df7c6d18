import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from './testing/intersection-observer-stub';
import { useLoadOnVisible } from './use-load-on-visible';

function LastCard({
  enabled,
  onVisible,
  onRender,
}: {
  enabled: boolean;
  onVisible: () => void;
  onRender: () => void;
}) {
  onRender();
  const ref = useLoadOnVisible<HTMLLIElement>(enabled, onVisible);
  return (
    <ul>
      <li ref={ref}>The last card</li>
    </ul>
  );
}

describe('useLoadOnVisible', () => {
  it('watches the last card without rendering the list again once it is attached', () => {
    const observer = stubIntersectionObserver();
    const onRender = vi.fn();
    const onVisible = vi.fn();
    render(<LastCard enabled onVisible={onVisible} onRender={onRender} />);

    // One render: a ref that set a state would render the whole list a second time, at once.
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(observer.watched()).toHaveLength(1);
    act(() => observer.reveal());
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('stops watching while disabled, calls the latest callback, and lets go when it goes', () => {
    const observer = stubIntersectionObserver();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(
      <LastCard enabled={false} onVisible={first} onRender={() => {}} />,
    );
    expect(observer.watched()).toHaveLength(0);

    rerender(<LastCard enabled onVisible={first} onRender={() => {}} />);
    expect(observer.watched()).toHaveLength(1);
    rerender(<LastCard enabled onVisible={latest} onRender={() => {}} />);
    act(() => observer.reveal());
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);

    rerender(<LastCard enabled={false} onVisible={latest} onRender={() => {}} />);
    expect(observer.watched()).toHaveLength(0);
    rerender(<LastCard enabled onVisible={latest} onRender={() => {}} />);
    unmount();
    expect(observer.watched()).toHaveLength(0);
  });
});
