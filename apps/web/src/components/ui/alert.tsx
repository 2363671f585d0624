import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';
import './forms.css';

type Tone = 'error' | 'success' | 'info' | 'warning';

const icons: Record<Tone, ReactNode> = {
  error: <AlertIcon />,
  warning: <AlertIcon />,
  success: <CheckIcon />,
  info: <InfoIcon />,
};

/**
 * A message box. Errors are announced at once (role alert); the others politely (role status).
 */
export function Alert({
  tone,
  title,
  children,
  className,
  id,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="alert__icon">{icons[tone]}</span>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}

/** A small inline spinner for buttons and checks in progress. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="spinner" role={label ? 'status' : undefined} aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}
