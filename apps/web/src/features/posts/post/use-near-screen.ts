import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has come within a screen's height of the viewport (and stays true after): a post's
 * comment form is mounted then. A form off screen costs a long task as the page loads: the browser's autofill
 * scan lays out every form it finds, and a post skipped by `content-visibility` is laid out whole for it.
 * True at once without IntersectionObserver.
 */
export function useNearScreen(target: RefObject<Element | null>, enabled = true): [boolean, () => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, enabled, target]);
  return [near, () => setNear(true)];
}
