import { useId, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';

/**
 * An approve-or-refuse decision on a request (an agency's verification, a removal of lost factors): the note for
 * the log, any field the refusal needs (`children`), the mutation's error and the two buttons.
 */
export function DecisionForm({
  decide,
  note,
  onNote,
  labels,
  mayRefuse = true,
  children,
}: {
  decide: Pick<UseMutationResult<unknown, Error, boolean>, 'mutate' | 'isPending' | 'isError' | 'error'>;
  note: string;
  onNote: (note: string) => void;
  labels: { approve: string; refuse: string };
  mayRefuse?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('moderation');
  const noteId = useId();
  return (
    <form className="moderation-case__action" onSubmit={(event) => event.preventDefault()}>
      {children}
      <label htmlFor={noteId}>{t('noteLabel')}</label>
      <textarea id={noteId} rows={2} value={note} onChange={(event) => onNote(event.target.value)} />
      {decide.isError && <Alert tone="error">{apiErrorText(decide.error)}</Alert>}
      <div className="moderation__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={decide.isPending}
          onClick={() => decide.mutate(true)}
        >
          {decide.isPending && <Spinner />}
          {labels.approve}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={decide.isPending || !mayRefuse}
          onClick={() => decide.mutate(false)}
        >
          {labels.refuse}
        </button>
      </div>
    </form>
  );
}
