import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onReach` when `target` comes within `margin` of the viewport, while `enabled`. Re-arming after
 * each page (enabled goes false while it loads, then true) asks again if the target is still in view, so a
 * short page on a tall screen keeps loading. Browsers without IntersectionObserver keep the button.
 */
export function useInfiniteScroll(
  target: RefObject<Element | null>,
  enabled: boolean,
  onReach: () => void,
  margin = '800px',
): void {
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, target, margin]);
}
