import { type RefObject, useEffect, useState } from 'react';

/**
 * `0` while the element's content overflows it (so keyboard users can focus and scroll it, as axe's
 * scrollable-region-focusable asks), `undefined` otherwise (no useless tab stop).
 */
export function useScrollableTabIndex(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable ? 0 : undefined;
}
