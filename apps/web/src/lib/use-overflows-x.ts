import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as either resizes. A
 * box that scrolls sideways must be reachable by keyboard to be scrolled; one that fits need not
 * be one more tab stop.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    // Environments without layout (tests) have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return overflows;
}
