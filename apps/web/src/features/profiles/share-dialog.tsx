import { useEffect, useState } from 'react';
import { publicProfilePath } from '@vitrina/contract/public-profiles';
import { Alert } from '@/components/ui/alert.tsx';
import { CopyableLink } from '@/components/ui/copyable-link.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { SHARE_MARKER } from '@/lib/view-source.ts';
import { CompCardSection } from './comp-card-section.tsx';
import { fetchProfileQr, type QrFormat } from './profile-qr.ts';
import { PublicPageSwitch } from './public-page-switch.tsx';
import { useShareTranslation } from './share-texts.ts';
import './share.css';

/**
 * Share a profile: its address to copy, the phone's share sheet where there is one, and its QR code (drawn
 * by the server) to download as PNG or SVG, for auditions and festivals; on my own page, my comp card too.
 * The public page's address (decision 0021) while it is on; otherwise the members' profile, said to open
 * only for people logged in, and the owner can turn the page on right here.
 */
export function ShareDialog({
  open,
  onClose,
  profileUrl,
  name,
  hasPublicPage,
  isOwner = false,
}: {
  open: boolean;
  onClose: () => void;
  profileUrl: string;
  name: string;
  /** The profile's page at /p/{profile_url} opens for anyone (the server's answer). */
  hasPublicPage: boolean;
  /** The viewer's own profile page (a talent's: agencies have none), which offers the comp card. */
  isOwner?: boolean;
}) {
  const { t } = useShareTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('title', { name })}>
      {isOwner && <PublicPageSwitch profileUrl={profileUrl} isPublic={hasPublicPage} />}
      <ShareBody profileUrl={profileUrl} name={name} isPublic={hasPublicPage} isOwner={isOwner} />
      {isOwner && <CompCardSection profileUrl={profileUrl} isPublic={hasPublicPage} />}
    </Dialog>
  );
}

/** Mounted each time the dialog opens: the QR code is fetched then (and when the page opens or closes). */
function ShareBody({
  profileUrl,
  name,
  isPublic,
  isOwner,
}: {
  profileUrl: string;
  name: string;
  isPublic: boolean;
  isOwner: boolean;
}) {
  const { t } = useShareTranslation();
  // The members' link is marked, so a view from it counts as a shared link's in the profile's figures.
  const link = isPublic
    ? `${location.origin}${publicProfilePath(profileUrl)}`
    : `${location.origin}${paths.profile(profileUrl)}?${SHARE_MARKER}`;
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
    // The server draws the address of the moment: drawn again when the page opens or closes.
  }, [profileUrl, isPublic]);

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
          label={isPublic ? t('publicLink') : t('link')}
          url={link}
          copyLabel={t('copy')}
          primary
          onCopied={() => setCopied(true)}
          onCopyFailed={() => setProblem(t('copyFailed'))}
        />
        <p className={`share__reach share__reach--${isPublic ? 'public' : 'members'}`}>
          {isPublic ? t('reachPublic') : isOwner ? t('reachMembersOwner') : t('reachMembers')}
        </p>
        <p className="share__status" role="status">
          {copied ? t('copied') : ''}
        </p>
        {canShare && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void navigator.share({ title: name, url: link }).catch(() => undefined)}
          >
            {t('native')}
          </button>
        )}
        <figure className="share__qr">
          {qr ? (
            <img src={qr} alt={t('qrAlt', { name })} width={200} height={200} />
          ) : (
            <span className="share__qr-placeholder" aria-hidden="true" />
          )}
          <figcaption>{isPublic ? t('qrHintPublic') : t('qrHint')}</figcaption>
        </figure>
        <div className="share__row">
          <button type="button" className="button button--ghost" onClick={() => void download('png')}>
            {t('downloadPng')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void download('svg')}>
            {t('downloadSvg')}
          </button>
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </>
  );
}
