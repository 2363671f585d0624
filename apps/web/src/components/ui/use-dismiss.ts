import { useEffect, type RefObject } from 'react';

/** Closes a floating element on a press outside `refs` or on Escape (returning focus to `returnFocus`). */
export function useDismiss(
  refs: RefObject<HTMLElement | null>[],
  open: boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // refs are stable ref objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, close]);
}
