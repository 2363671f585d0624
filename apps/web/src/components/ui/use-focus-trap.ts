import { useEffect, useRef, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape: () => void;
  /** Where focus starts (default: the first focusable element, else the container). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /**
   * Where focus goes back to on close when the element that opened the layer is gone (a menu item, a
   * deleted row). Default: the opener.
   */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
}

/**
 * What every modal layer (drawer, dialog) does while `open`: focus moves in and stays in (Tab and
 * Shift+Tab wrap), Escape closes, the page behind does not scroll, and on close focus goes back to what
 * opened the layer.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, open: boolean, options: FocusTrapOptions) {
  // The latest callbacks, without re-running the effect (which would move focus again) when they change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!open) return;
    // When what opened the layer left the page in the same render (a menu item), focus is on <body>.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const start = latest.current.initialFocus?.current ?? container.current?.querySelector<HTMLElement>(FOCUSABLE);
    (start ?? container.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab' || !container.current) return;
      const focusables = Array.from(container.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [focusables[0], focusables.at(-1)];
      const active = document.activeElement;
      const outside = !container.current.contains(active);
      if (event.shiftKey && (active === head || active === container.current || outside)) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && (active === tail || outside)) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      const target = opener?.isConnected ? opener : latest.current.returnFocus?.();
      target?.focus();
    };
  }, [open, container]);
}
