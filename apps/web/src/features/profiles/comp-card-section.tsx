import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { CopyableLink } from '@/components/ui/copyable-link.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { useCreateCompCardLink } from './create-comp-card-link.ts';
import { fetchCompCard } from './download-comp-card.ts';
import { useCompCardLink } from './get-comp-card-link.ts';
import { useRevokeCompCardLink } from './revoke-comp-card-link.ts';
import { useShareTranslation } from './share-texts.ts';

/**
 * The owner's comp card, in the share dialog: the one-page PDF the server draws, to download, and a
 * public link to it, to make, copy and revoke. Only a talent's own profile page shows it. Its QR code opens the
 * public page while that is on, the members' profile otherwise, and it says which.
 */
export function CompCardSection({ profileUrl, isPublic }: { profileUrl: string; isPublic: boolean }) {
  const { t } = useShareTranslation();
  const titleId = useId();
  const link = useCompCardLink();
  const create = useCreateCompCardLink();
  const revoke = useRevokeCompCardLink();
  const [downloading, setDownloading] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const url = link.data?.url ?? null;
  const failure = link.error ?? create.error ?? revoke.error;

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      saveBlob(await fetchCompCard(), `comp-card-${profileUrl}.pdf`);
    } catch (error) {
      setProblem(apiErrorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="share__comp-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="share__heading">
        {t('compCard.title')}
      </h3>
      <p className="share__hint">{t('compCard.hint')}</p>
      <p className="share__hint">{isPublic ? t('compCard.qrPublic') : t('compCard.qrMembers')}</p>
      <div className="share__row">
        <button type="button" className="button button--primary" disabled={downloading} onClick={() => void download()}>
          {t('compCard.download')}
        </button>
      </div>
      {url ? (
        <CopyableLink
          label={t('compCard.link')}
          url={url}
          copyLabel={t('compCard.copy')}
          onCopied={() => setStatus(t('compCard.copied'))}
          onCopyFailed={() => setProblem(t('copyFailed'))}
        >
          <button
            type="button"
            className="button button--ghost"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setStatus(t('compCard.revoked')) })}
          >
            {t('compCard.revoke')}
          </button>
        </CopyableLink>
      ) : (
        <div className="share__row">
          <button
            type="button"
            className="button button--ghost"
            disabled={link.isPending || create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: () => setStatus(t('compCard.created')) })}
          >
            {t('compCard.create')}
          </button>
        </div>
      )}
      <p className="share__hint">{t('compCard.publicHint')}</p>
      <p className="share__status" role="status">
        {status}
      </p>
      {(problem ?? failure) && <Alert tone="error">{problem ?? apiErrorText(failure)}</Alert>}
    </section>
  );
}
