import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss.ts';
import './menu.css';

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(ITEM)) : [];
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown opens it on the first item, the arrows,
 * Home and End move, Escape closes it and returns to the button, Tab leaves it. Children render
 * elements with role="menuitem" (links or buttons); choosing one closes the menu.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  align = 'end',
  className,
  children,
}: {
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss([buttonRef, menuRef], open, close, buttonRef);

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusLast ? list.at(-1) : list[0])?.focus();
  }, [open, focusLast]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusLast(event.key === 'ArrowUp');
      setOpen(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = list[(index + 1) % list.length];
    else if (event.key === 'ArrowUp') next = list[(index - 1 + list.length) % list.length];
    else if (event.key === 'Home') next = list[0];
    else if (event.key === 'End') next = list.at(-1);
    else if (event.key === 'Tab') setOpen(false);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className={`menu${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        onClick={() => {
          setFocusLast(false);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`menu__panel menu__panel--${align}`}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]')) setOpen(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/**
 * A button that opens a non-modal panel (the messages and notifications dropdowns): the panel is a
 * labelled region that keeps focus order natural; Escape or a press outside closes it.
 */
export function Popover({
  label,
  trigger,
  triggerClassName,
  title,
  className,
  children,
}: {
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  title: ReactNode;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss([buttonRef, panelRef], open, close, buttonRef);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  return (
    <div className={`menu${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="menu__panel menu__panel--end popover"
        >
          <h2 className="popover__title" id={`${id}-title`}>
            {title}
          </h2>
          {children(close)}
        </div>
      )}
    </div>
  );
}
