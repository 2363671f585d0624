import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@vitrina/contract/data-export';
import { Spinner } from '@/components/ui/alert.tsx';
import { AlertIcon, CheckIcon, InfoIcon } from '@/components/ui/icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { formatBytes } from '@/lib/format-bytes.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';
import { useDownloadDataExport } from './download-data-export.ts';
import { useDataExport } from './get-data-export.ts';
import { useRequestDataExport } from './request-data-export.ts';
import './leaving.css';

/** The section's id, for in-page links to it (the danger zone's "download your data first"). */
export const DATA_EXPORT_ANCHOR = 'mis-datos';

/** A failed request does not count towards the one a day; otherwise the server says when the next may be. */
function canRequestAt(current: DataExport | null, now: number): boolean {
  return !current || current.status === 'failed' || Date.parse(current.nextRequestAt) <= now;
}

/**
 * Download my data: what the archive holds and how it is offered, the request button (one a
 * day), and where the latest request stands — preparing (asked again every few seconds), ready with its
 * download (fetched with the session and saved: only its owner, logged in, gets it), failed, expired. Changes
 * are announced by one status region that is always in the page. The e-mail's link lands here (#mis-datos).
 */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const now = useNow();
  const state = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const status = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  // An answer without the field (never asked) reads as null too.
  const current = state.data?.export ?? null;
  const isKnown = state.isSuccess || state.isError;
  const canRequest = isKnown && canRequestAt(current, now);
  const isSending = request.isPending;
  // Until when the button waits (a failed request does not count): said beside it.
  const waitsUntil = current && isKnown && !canRequest ? current.nextRequestAt : null;

  const ask = () => {
    if (isSending || !canRequest) return;
    // The button is disabled once the request is made: focus goes to what it said instead of the page's top.
    request.mutate(undefined, { onSettled: () => status.current?.focus() });
  };
  const save = () => {
    if (!download.isPending) download.mutate();
  };

  // Arriving from the e-mail's link (the settings page at #mis-datos): the section is drawn after the page
  // loaded, too late for the browser's own jump to it.
  useEffect(() => {
    if (window.location.hash !== `#${DATA_EXPORT_ANCHOR}`) return;
    section.current?.scrollIntoView?.();
    section.current?.focus();
  }, []);

  return (
    <section
      className="settings-card data-export"
      id={DATA_EXPORT_ANCHOR}
      ref={section}
      tabIndex={-1}
      aria-labelledby="data-export-title"
    >
      <h2 className="settings-card__title" id="data-export-title">
        {t('dataExport.title')}
      </h2>
      <p className="settings-card__lead">{t('dataExport.lead')}</p>
      <p className="data-export__how">{t('dataExport.how')}</p>
      <div className="data-export__status" role="status" tabIndex={-1} ref={status}>
        {request.error && <StateBox tone="error">{apiErrorText(request.error)}</StateBox>}
        {download.error && <StateBox tone="error">{apiErrorText(download.error)}</StateBox>}
        {current && <ExportState current={current} isSaving={download.isPending} onSave={save} />}
      </div>
      <div className="form-actions">
        <button
          type="button"
          // Once a copy is ready, its download is the main action.
          className={`button ${current?.status === 'ready' ? 'button--ghost' : 'button--primary'}`}
          disabled={!isSending && !canRequest}
          aria-disabled={isSending || undefined}
          aria-describedby={waitsUntil ? 'data-export-next' : undefined}
          onClick={ask}
        >
          {isSending && <Spinner />}
          {isSending ? t('dataExport.requesting') : t('dataExport.request')}
        </button>
        {waitsUntil && (
          <span className="form-actions__note" id="data-export-next">
            {t('dataExport.next', { date: fullDate(waitsUntil, lang) })}
          </span>
        )}
      </div>
    </section>
  );
}

/** Where the latest request stands, in words (and the download while it is ready). */
function ExportState({ current, isSaving, onSave }: { current: DataExport; isSaving: boolean; onSave: () => void }) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  switch (current.status) {
    case 'pending':
      return (
        <StateBox tone="info" icon={<Spinner />}>
          {t('dataExport.pending')}
        </StateBox>
      );
    case 'ready': {
      const size = formatBytes(current.size ?? 0, lang);
      return (
        <StateBox tone="success" title={t('dataExport.readyTitle')}>
          <p>
            {current.expiresAt
              ? t('dataExport.ready', { size, date: formatLongDate(current.expiresAt, lang) })
              : t('dataExport.readyUndated', { size })}
          </p>
          {current.downloadUrl && (
            <button
              type="button"
              className="button button--primary data-export__download"
              aria-disabled={isSaving || undefined}
              onClick={onSave}
            >
              {isSaving && <Spinner />}
              {isSaving ? t('dataExport.downloading') : t('dataExport.download', { size })}
            </button>
          )}
        </StateBox>
      );
    }
    case 'failed':
      return <StateBox tone="error">{t('dataExport.failed')}</StateBox>;
    case 'expired':
      return (
        <StateBox tone="warning">
          {current.expiresAt
            ? t('dataExport.expired', { date: formatLongDate(current.expiresAt, lang) })
            : t('dataExport.expiredUndated')}
        </StateBox>
      );
  }
}

type Tone = 'info' | 'success' | 'error' | 'warning';
const icons: Record<Tone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  error: <AlertIcon />,
  warning: <AlertIcon />,
};

/**
 * A message box drawn as the UI's alerts are, without a live role of its own: it sits inside the section's
 * one status region, which announces it (a region added with its text is often not read at all).
 */
function StateBox({
  tone,
  title,
  icon,
  children,
}: {
  tone: Tone;
  title?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone} data-export__state`}>
      <span className="alert__icon">{icon ?? icons[tone]}</span>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
    </div>
  );
}
