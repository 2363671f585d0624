import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's name (its heading). */
  title: ReactNode;
  /** Keeps the heading for assistive technology only (a photo viewer names itself without a visible title). */
  hideTitle?: boolean;
  /** `alertdialog` for confirmations that interrupt (delete this?). */
  role?: 'dialog' | 'alertdialog';
  /** `viewer`: full screen on a dark backdrop (photos); `sheet`: on a phone, the screen's full width from its foot. */
  variant?: 'default' | 'viewer' | 'sheet';
  /** Text that says what the dialog is about; read with its name. */
  description?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close if the element that opened the dialog is gone (a menu item, a deleted row). */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
  /** False for a notice that must be answered: no close button, the backdrop does nothing. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA APG): role dialog (or alertdialog) with aria-modal, named by its heading;
 * focus moves in and stays in, Escape, the close button or the backdrop close it, the page behind does
 * not scroll, and focus goes back to what opened it. Rendered into document.body, above everything.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  role = 'dialog',
  variant = 'default',
  description,
  initialFocus,
  returnFocus,
  className,
  dismissible = true,
  children,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(panel, open, { onEscape: onClose, initialFocus, returnFocus });

  if (!open) return null;
  return createPortal(
    <div className={`dialog dialog--${variant}`}>
      <div className="dialog__backdrop" onClick={dismissible ? onClose : undefined} aria-hidden="true" />
      <div
        ref={panel}
        className={`dialog__panel${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        {/* A div, not <header>: outside any article a header is a page banner to assistive technology. */}
        <div className={`dialog__head${hideTitle ? ' dialog__head--bare' : ''}`}>
          <h2 id={`${id}-title`} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="dialog__close" onClick={onClose} aria-label={t('close')}>
              <CloseIcon />
            </button>
          )}
        </div>
        {description && (
          <div id={`${id}-description`} className="dialog__description">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
