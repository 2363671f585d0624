import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap.ts';
import './menu.css';

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

  useFocusTrap(panelRef, open, { onEscape: onClose });

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
