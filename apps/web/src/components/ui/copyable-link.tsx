import { useId, type ReactNode } from 'react';

/**
 * A link to hand on: its label, the address in a read-only field that selects itself, a copy button and
 * any buttons beside it. The caller says what copying achieved (a status) or why it failed.
 */
export function CopyableLink({
  label,
  url,
  copyLabel,
  primary = false,
  onCopied,
  onCopyFailed,
  children,
}: {
  label: string;
  url: string;
  copyLabel: string;
  /** The copy button leads the row (the share dialog's main action). */
  primary?: boolean;
  onCopied: () => void;
  onCopyFailed: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onCopied();
    } catch {
      onCopyFailed();
    }
  };
  return (
    <>
      <label className="share__label" htmlFor={id}>
        {label}
      </label>
      <div className="share__row">
        <input id={id} className="field__control share__link" value={url} readOnly onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className={`button ${primary ? 'button--primary' : 'button--ghost'}`}
          onClick={() => void copy()}
        >
          {copyLabel}
        </button>
        {children}
      </div>
    </>
  );
}
