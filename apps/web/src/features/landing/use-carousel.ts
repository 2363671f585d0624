import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotion = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(reducedMotion);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(reducedMotion).matches === true;

/**
 * The visitor's motion preference. The prerendered landing is rendered without it (`false`), so the hydrated
 * first frame is the same; it applies right after.
 */
const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);

/**
 * State of an auto-advancing carousel (WAI-ARIA carousel pattern): it rotates every `intervalMs`
 * unless the visitor paused it, or while the pointer or keyboard focus is inside it (`hold`).
 * It does not start rotating for visitors who prefer reduced motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const reduced = usePrefersReducedMotion();
  // Paused or played by hand; until then, paused for those who prefer reduced motion.
  const [pausedByHand, setPausedByHand] = useState<boolean | null>(null);
  const isPaused = pausedByHand ?? reduced;
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
  const togglePaused = useCallback(() => setPausedByHand((p) => !(p ?? reduced)), [reduced]);

  return { index, isPaused, isRotating, goTo, next, previous, togglePaused, hold: setHeld };
}
