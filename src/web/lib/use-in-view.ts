import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen. Where IntersectionObserver is missing (old browsers, jsdom) it counts as
 * on screen, so nothing that depends on it being off screen appears.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
