import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHORTLIST_NOTE_LENGTH } from '@vitrina/contract/shortlist-limits';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { saveApplicantNote } from '../api/pipeline.ts';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The agency's private note and tags on the applicant: the same ones its shortlists keep on her. */
export function ApplicantNote({
  applicationId,
  note: savedNote,
  tags: savedTags,
  onSaved,
}: {
  applicationId: number;
  note: string;
  tags: string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation('pipeline');
  const [note, setNote] = useState(savedNote);
  const [tags, setTags] = useState(savedTags.join(', '));
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function save() {
    try {
      const saved = await saveApplicantNote(applicationId, { note, tags: tagsOf(tags) });
      setTags(saved.tags.join(', '));
      setStatus({ error: false, text: t('noteSaved') });
      onSaved();
    } catch (error) {
      setStatus({ error: true, text: apiErrorText(error) });
    }
  }

  return (
    <form
      className="applicant-panel__note"
      aria-labelledby="applicant-note-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id="applicant-note-title">{t('noteTitle')}</h3>
      <p className="applicant-panel__hint">{t('noteHint')}</p>
      <TextAreaField
        label={t('note')}
        value={note}
        rows={3}
        maxLength={MAX_SHORTLIST_NOTE_LENGTH}
        hint={t('noteCount', { count: note.length, max: MAX_SHORTLIST_NOTE_LENGTH })}
        onChange={(event) => setNote(event.target.value)}
      />
      <TextField
        label={t('tags')}
        hint={t('tagsHint')}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <button type="submit" className="button button--ghost pipeline-button">
        {t('saveNote')}
      </button>
      <p className={status?.error ? 'field__error' : 'applicant-panel__saved'} role="status">
        {status?.text}
      </p>
    </form>
  );
}
