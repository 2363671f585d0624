import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationPeopleEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation-people';
import type { PendingVerification } from '@vitrina/contract/verification';
import { Alert } from '@/components/ui/alert.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { call } from '@/lib/api-client.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { DecisionForm } from './decision-form.tsx';
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
    <article className="moderation-case moderation-case--request" aria-labelledby={`${id}-name`}>
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
      <DecisionForm
        decide={decide}
        note={note}
        onNote={setNote}
        labels={{ approve: t('verifications.approve'), refuse: t('verifications.reject') }}
        mayRefuse={reason.trim() !== ''}
      >
        <label htmlFor={`${id}-reason`}>{t('verifications.reason')}</label>
        <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </DecisionForm>
    </article>
  );
}
