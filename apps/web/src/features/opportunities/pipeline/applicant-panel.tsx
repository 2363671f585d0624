import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Applicant } from '@vitrina/contract/applications';
import { filingLabels } from '@vitrina/contract/opportunity-labels';
import { filings, type Filing } from '@vitrina/contract/opportunity-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { AddToListSlot } from '@/lib/add-to-list-context.tsx';
import { paths } from '@/lib/paths.ts';
import { pipelineKeys } from '../api/pipeline-keys.ts';
import { useApplicant } from '../api/pipeline.ts';
import { ApplicantMedia } from './applicant-media.tsx';
import { ApplicantNote } from './applicant-note.tsx';
import { placeOf } from '@/components/ui/country-name.ts';
import { SelfTapeForm } from './self-tape-form.tsx';
import './applicant-panel.css';

/**
 * One applicant, opened from her card: what she sent, the agency's note, a self-tape request, a message, a
 * shortlist, and her filing. Opening it marks her application viewed.
 */
export function ApplicantPanel({
  applicant,
  onClose,
  onMove,
}: {
  applicant: Applicant;
  onClose: () => void;
  onMove: (filing: Filing) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const client = useQueryClient();
  const application = useApplicant(applicant.id);
  const talent = application.data?.talent ?? applicant.talent;
  const filing = application.data?.filing ?? applicant.filing;
  const refresh = () => client.invalidateQueries({ queryKey: pipelineKeys.all });
  // Her filing shows the move at once (a refetch already under way, as while a video is processed, could land after
  // it); the refetch that follows the move confirms it, or puts back the server's if the move failed.
  async function file(option: Filing) {
    const key = pipelineKeys.applicant(applicant.id);
    await client.cancelQueries({ queryKey: key });
    client.setQueryData<typeof application.data>(key, (data) => data && { ...data, filing: option });
    await onMove(option);
    await refresh();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={talent.fullname}
      description={placeOf(talent, lang)}
      variant="sheet"
      className="applicant-panel"
    >
      <div className="applicant-panel__actions">
        <Link className="button button--primary pipeline-button" to={paths.conversation(talent.profile_url)}>
          {t('message')}
        </Link>
        <Link className="button button--ghost pipeline-button" to={paths.profile(talent.profile_url)}>
          {t('profile')}
        </Link>
        <AddToListSlot talentId={talent.id} name={talent.fullname} />
      </div>
      <fieldset className="applicant-panel__filing">
        <legend>{t('filing')}</legend>
        {filings.map((option) => (
          <button
            key={option}
            type="button"
            className="button button--ghost pipeline-button"
            aria-pressed={option === filing}
            onClick={() => option !== filing && void file(option)}
          >
            {filingLabels[option][lang]}
          </button>
        ))}
      </fieldset>
      {application.isPending && <Spinner label={t('loadingApplicant')} />}
      {application.isError && <Alert tone="error">{apiErrorText(application.error)}</Alert>}
      {application.data && (
        <div className="applicant-panel__body">
          <ApplicantMedia application={application.data} />
          <ApplicantNote
            applicationId={applicant.id}
            note={application.data.note}
            tags={application.data.tags}
            onSaved={() => void refresh()}
          />
          <SelfTapeForm applicationId={applicant.id} onSent={() => void refresh()} />
        </div>
      )}
    </Dialog>
  );
}
