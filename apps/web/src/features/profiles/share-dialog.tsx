import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { CopyableLink } from '@/components/ui/copyable-link.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { SHARE_MARKER } from '@/lib/view-source.ts';
import { CompCardSection } from './comp-card-section.tsx';
import { fetchProfileQr, type QrFormat } from './profile-qr.ts';

/**
 * Share a profile: its address to copy, the phone's share sheet where there is one, and its QR code (drawn
 * by the server) to download as PNG or SVG, for auditions and festivals; on my own page, my comp card too.
 */
export function ShareDialog({
  open,
  onClose,
  profileUrl,
  name,
  isOwner = false,
}: {
  open: boolean;
  onClose: () => void;
  profileUrl: string;
  name: string;
  /** The viewer's own profile page (a talent's: agencies have none), which offers the comp card. */
  isOwner?: boolean;
}) {
  const { t } = useTranslation('graph');
  return (
    <Dialog open={open} onClose={onClose} title={t('share.title', { name })}>
      <ShareBody profileUrl={profileUrl} name={name} />
      {isOwner && <CompCardSection profileUrl={profileUrl} />}
    </Dialog>
  );
}

/** Mounted each time the dialog opens: the QR code is fetched then, and its object URL freed on close. */
function ShareBody({ profileUrl, name }: { profileUrl: string; name: string }) {
  const { t } = useTranslation('graph');
  // Marked, so a view from the link counts as a shared link's in the profile's figures (issue 29).
  const link = `${location.origin}${paths.profile(profileUrl)}?${SHARE_MARKER}`;
  const [copied, setCopied] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchProfileQr(profileUrl, 'svg', controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setQr(url);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setProblem(apiErrorText(error));
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [profileUrl]);

  const download = async (format: QrFormat) => {
    try {
      saveBlob(await fetchProfileQr(profileUrl, format), `vitrina-${profileUrl}.${format}`);
    } catch (error) {
      setProblem(apiErrorText(error));
    }
  };
  const canShare = typeof navigator.share === 'function';

  return (
    <>
      <div className="share">
        <CopyableLink
          label={t('share.link')}
          url={link}
          copyLabel={t('share.copy')}
          primary
          onCopied={() => setCopied(true)}
          onCopyFailed={() => setProblem(t('share.copyFailed'))}
        />
        <p className="share__status" role="status">
          {copied ? t('share.copied') : ''}
        </p>
        {canShare && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void navigator.share({ title: name, url: link }).catch(() => undefined)}
          >
            {t('share.native')}
          </button>
        )}
        <figure className="share__qr">
          {qr ? (
            <img src={qr} alt={t('share.qrAlt', { name })} width={200} height={200} />
          ) : (
            <span className="share__qr-placeholder" aria-hidden="true" />
          )}
          <figcaption>{t('share.qrHint')}</figcaption>
        </figure>
        <div className="share__row">
          <button type="button" className="button button--ghost" onClick={() => void download('png')}>
            {t('share.downloadPng')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void download('svg')}>
            {t('share.downloadSvg')}
          </button>
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </>
  );
}
