import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationPeopleEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation-people';
import type { PendingVerification } from '@vitrina/contract/verification';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { apiErrorText } from '@/i18n/error-text.ts';
import { call } from '@/lib/api-client.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { moderationKeys } from './moderation-keys.ts';

const pendingKey = [...moderationKeys.all, 'verifications'] as const;

/** "Verificaciones" / "Verifications": agencies' pending applications, approved or rejected with a note. */
export function VerificationsView() {
  const { t } = useTranslation('moderation');
  const pending = useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => call(endpoints.verifications, { signal }),
  });
  if (pending.isPending) return <p className="moderation__status">{t('loading')}</p>;
  if (pending.isError) return <Alert tone="error">{t('loadError')}</Alert>;
  if (pending.data.rows.length === 0) return <p className="moderation__empty">{t('verifications.empty')}</p>;
  return (
    <div className="moderation__cases">
      {pending.data.rows.map((row) => (
        <Application key={row.id} row={row} />
      ))}
    </div>
  );
}

function Application({ row }: { row: PendingVerification }) {
  const { t, i18n } = useTranslation('moderation');
  const client = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      approve
        ? call(endpoints.approve, { params: { id: row.id }, body: { note: note.trim() } })
        : call(endpoints.reject, { params: { id: row.id }, body: { reason: reason.trim(), note: note.trim() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });

  return (
    <article className="moderation-case" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="moderation-case__name">
        {row.agency.fullname}
      </h2>
      <dl className="moderation__facts">
        <dt>{t('verifications.legalName')}</dt>
        <dd>{row.legalName}</dd>
        <dt>{t('verifications.website')}</dt>
        <dd>
          <a href={row.website} target="_blank" rel="noopener noreferrer nofollow">
            {row.website}
          </a>
        </dd>
        <dt>{t('verifications.country')}</dt>
        <dd>{countryName(row.country, i18n.language)}</dd>
        <dt>{t('verifications.registrationNumber')}</dt>
        <dd>{row.registrationNumber}</dd>
        <dt>{t('verifications.applied')}</dt>
        <dd>
          <time dateTime={row.createdAt}>{fullDate(row.createdAt, i18n.language)}</time>
        </dd>
      </dl>
      <form className="moderation-case__action" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-reason`}>{t('verifications.reason')}</label>
        <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
        <textarea id={`${id}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        {decide.isError && <Alert tone="error">{apiErrorText(decide.error)}</Alert>}
        <div className="moderation__buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate(true)}
          >
            {decide.isPending && <Spinner />}
            {t('verifications.approve')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={decide.isPending || !reason.trim()}
            onClick={() => decide.mutate(false)}
          >
            {t('verifications.reject')}
          </button>
        </div>
      </form>
    </article>
  );
}
