import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './menu.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal side panel: focus moves in and stays in (Tab wraps), Escape or the backdrop closes it,
 * the page behind does not scroll, and focus goes back to what opened it.
 */
export function Drawer({
  open,
  onClose,
  label,
  side = 'start',
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  side?: 'start' | 'end';
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) return;
      const [head, tail] = [focusables[0], focusables.at(-1)];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="drawer" data-side={side}>
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="drawer__panel" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
