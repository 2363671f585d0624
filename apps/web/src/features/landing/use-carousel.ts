import { useCallback, useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * State of an auto-advancing carousel (WAI-ARIA carousel pattern): it rotates every `intervalMs`
 * unless the visitor paused it, or while the pointer or keyboard focus is inside it (`hold`).
 * It does not start rotating for visitors who prefer reduced motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(prefersReducedMotion);
  const [isHeld, setHeld] = useState(false);
  const isRotating = !isPaused && !isHeld && count > 1;

  useEffect(() => {
    if (!isRotating) return;
    // Keyed on index: moving by hand restarts the full interval.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, isRotating, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);

  return { index, isPaused, isRotating, goTo, next, previous, togglePaused, hold: setHeld };
}
