import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@vitrina/contract/applications';
import type { Role } from '@vitrina/contract/opportunities';
import { MAX_ANSWER_LENGTH, MAX_COVER_NOTE_LENGTH } from '@vitrina/contract/opportunity-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { saveApplication, submitApplication } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';
import {
  addItem,
  bodyOf,
  canAddItem,
  checklist,
  draftFrom,
  makePrimary,
  removeItem,
  type ApplicationDraft,
} from './application-draft.ts';
import { applicationErrors, noErrors, type ApplicationErrors } from './application-errors.ts';
import { ApplicationMedia } from './application-media.tsx';
import { NeedsChecklist } from './needs-checklist.tsx';
import { ScamAdvice } from './scam-advice.tsx';

/**
 * Her application to a role: files, cover note, answers. A new one is kept as a draft or sent; a sent one not yet
 * filed changes its files here (`editing`).
 */
export function ApplicationForm({
  opportunityId,
  role,
  application,
  profileUrl,
  editing = false,
  onDone,
}: {
  opportunityId: number;
  role: Role;
  application: MyApplication | null;
  profileUrl: string;
  editing?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('applying');
  const client = useQueryClient();
  const [draft, setDraft] = useState<ApplicationDraft>(() => draftFrom(application, role.questions.length));
  const [errors, setErrors] = useState<ApplicationErrors>(noErrors);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [saved, setSaved] = useState(false);
  const target = { id: opportunityId, roleId: role.id };
  const items = checklist(role.needs, draft);
  // The page asks for the application again while a video is processed: its items' state comes from there.
  const processing = new Set(application?.items.filter((item) => !item.ready).map((item) => `item:${item.id}`));

  function change(next: ApplicationDraft) {
    setDraft(next);
    setSaved(false);
  }

  function keep(answer: MyApplication) {
    client.setQueryData(applyingKeys.application(opportunityId, role.id), answer);
    void client.invalidateQueries({ queryKey: ['applying', 'mine'] });
  }

  async function run(action: 'save' | 'send') {
    setBusy(action);
    setErrors(noErrors);
    setSaved(false);
    try {
      let answer = await saveApplication(target, bodyOf(draft));
      setDraft(draftFrom(answer, role.questions.length));
      if (action === 'send') answer = await submitApplication(target);
      keep(answer);
      if (action === 'save') setSaved(true);
      if (action === 'send' || editing) onDone?.();
    } catch (error) {
      const missing = items.filter((item) => !item.done).map((item) => item.need);
      setErrors(applicationErrors(error, { missing, answers: draft.answers }));
    } finally {
      setBusy(null);
    }
  }

  function send(event: FormEvent) {
    event.preventDefault();
    void run(editing ? 'save' : 'send');
  }

  return (
    <form className="apply-form" onSubmit={send} noValidate>
      <NeedsChecklist items={items} />
      <ApplicationMedia
        items={draft.items}
        processing={processing}
        profileUrl={profileUrl}
        error={errors.items}
        canAdd={canAddItem(draft)}
        onAdd={(pick) => change(addItem(draft, pick))}
        onRemove={(key) => change(removeItem(draft, key))}
        onPrimary={(key) => change(makePrimary(draft, key))}
      />
      <TextAreaField
        label={t('note.label')}
        hint={t('note.counter', { count: draft.coverNote.length, max: MAX_COVER_NOTE_LENGTH })}
        error={errors.coverNote}
        value={draft.coverNote}
        maxLength={MAX_COVER_NOTE_LENGTH}
        rows={5}
        onChange={(event) => change({ ...draft, coverNote: event.target.value })}
      />
      {role.questions.length > 0 && (
        <fieldset className="apply-answers">
          <legend>{t('answers.title')}</legend>
          {role.questions.map((question, i) => (
            <TextAreaField
              key={i}
              label={question}
              error={errors.answers[i]}
              value={draft.answers[i] ?? ''}
              maxLength={MAX_ANSWER_LENGTH}
              rows={2}
              onChange={(event) =>
                change({ ...draft, answers: draft.answers.map((a, j) => (j === i ? event.target.value : a)) })
              }
            />
          ))}
        </fieldset>
      )}
      <ScamAdvice />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {saved && <Alert tone="success">{t('form.saved')}</Alert>}
      <div className="apply-form__actions">
        {editing ? (
          <button type="button" className="button button--ghost" onClick={onDone} disabled={busy !== null}>
            {t('form.cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy !== null}
            onClick={() => void run('save')}
          >
            {busy === 'save' ? t('form.saving') : t('form.saveDraft')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {editing
            ? busy === 'save'
              ? t('form.saving')
              : t('form.saveChanges')
            : busy === 'send'
              ? t('form.sending')
              : t('form.send')}
        </button>
      </div>
    </form>
  );
}
