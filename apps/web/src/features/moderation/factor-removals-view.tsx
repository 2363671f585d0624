import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { factorRemovalReviewEndpoints as endpoints } from '@vitrina/contract/endpoints/factor-removals';
import type { FactorRemoval } from '@vitrina/contract/factor-removals';
import { Alert } from '@/components/ui/alert.tsx';
import { call } from '@/lib/api-client.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { DecisionForm } from './decision-form.tsx';
import { moderationKeys } from './moderation-keys.ts';

const removalsKey = [...moderationKeys.all, 'factor-removals'] as const;

/** "Factores perdidos" / "Lost factors" (admins): requests to remove lost factors, approved or refused with a note. */
export function FactorRemovalsView() {
  const { t } = useTranslation('moderation');
  const open = useQuery({
    queryKey: removalsKey,
    queryFn: ({ signal }) => call(endpoints.list, { signal }),
  });
  return (
    <>
      <p className="moderation__lead">{t('factorRemovals.lead')}</p>
      {open.isPending ? (
        <p className="moderation__status">{t('loading')}</p>
      ) : open.isError ? (
        <Alert tone="error">{t('loadError')}</Alert>
      ) : open.data.rows.length === 0 ? (
        <p className="moderation__empty">{t('factorRemovals.empty')}</p>
      ) : (
        <div className="moderation__cases">
          {open.data.rows.map((row) => (
            <RemovalRequest key={row.id} row={row} />
          ))}
        </div>
      )}
    </>
  );
}

function RemovalRequest({ row }: { row: FactorRemoval }) {
  const { t, i18n } = useTranslation('moderation');
  const client = useQueryClient();
  const id = useId();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      call(approve ? endpoints.approve : endpoints.refuse, { params: { id: row.id }, body: { note: note.trim() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });

  return (
    <article className="moderation-case moderation-case--request" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="moderation-case__name">
        {row.person.fullname}
      </h2>
      <dl className="moderation__facts">
        <dt>{t('factorRemovals.reason')}</dt>
        <dd className="moderation__quote">{row.reason}</dd>
        <dt>{t('factorRemovals.asked')}</dt>
        <dd>
          <time dateTime={row.createdAt}>{fullDate(row.createdAt, i18n.language)}</time>
        </dd>
        <dt>{t('factorRemovals.status')}</dt>
        <dd>
          {row.status === 'approved' && row.dueAt
            ? t('factorRemovals.approvedUntil', { date: fullDate(row.dueAt, i18n.language) })
            : t('factorRemovals.pending')}
        </dd>
      </dl>
      {row.status === 'pending' && (
        <DecisionForm
          decide={decide}
          note={note}
          onNote={setNote}
          labels={{ approve: t('factorRemovals.approve'), refuse: t('factorRemovals.refuse') }}
        />
      )}
    </article>
  );
}
