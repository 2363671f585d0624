import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@vitrina/contract/applications';
import type { Role } from '@vitrina/contract/opportunities';
import { useLang } from '@/i18n/use-lang.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import { ItemThumb } from './item-thumb.tsx';
import { SelfTapeCard } from './self-tape-card.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** Her sent application: its status, what it carries, the self-tapes asked for, and what she may still do. */
export function ApplicationView({
  application,
  opportunityId,
  role,
  onEdit,
}: {
  application: MyApplication;
  opportunityId: number;
  role: Role;
  onEdit: () => void;
}) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  return (
    <section className="apply-view" aria-labelledby="apply-view-title">
      <div className="apply-view__head">
        <h2 id="apply-view-title">{t('view.title')}</h2>
        <StatusBadge status={application.status} closeReason={application.closeReason} />
      </div>
      {application.submittedAt && (
        <p className="apply-view__sent">
          {t('view.sentOn', { date: dateAndTime(new Date(application.submittedAt), lang) })}
        </p>
      )}
      {application.selfTapes.length > 0 && (
        <div className="apply-view__tapes">
          {application.selfTapes.map((tape) => (
            <SelfTapeCard key={tape.id} selfTape={tape} opportunityId={opportunityId} roleId={role.id} />
          ))}
        </div>
      )}
      <h3>{t('view.files')}</h3>
      <ul className="apply-media__list">
        {application.items.map((item) => (
          <li key={item.id} className="apply-media__item">
            <ItemThumb kind={item.kind} thumbUrl={item.thumbUrl} />
            <span className="apply-media__name">
              {item.ready ? <a href={item.url}>{item.name}</a> : item.name}
              <small>
                {t(`media.kind.${item.kind}`)}
                {item.primary && ` · ${t('media.primary')}`}
                {!item.ready && ` · ${t('view.processing')}`}
              </small>
            </span>
          </li>
        ))}
      </ul>
      {application.coverNote && (
        <>
          <h3>{t('note.label')}</h3>
          <p className="apply-view__note">{application.coverNote}</p>
        </>
      )}
      {role.questions.length > 0 && (
        <dl className="apply-view__answers">
          {role.questions.map((question, i) => (
            <div key={i}>
              <dt>{question}</dt>
              <dd>{application.answers[i] ?? ''}</dd>
            </div>
          ))}
        </dl>
      )}
      {(application.canEdit || application.canWithdraw) && (
        <div className="apply-form__actions">
          {application.canEdit && (
            <button type="button" className="button button--primary" onClick={onEdit}>
              {t('view.update')}
            </button>
          )}
          {application.canWithdraw && <WithdrawButton opportunityId={opportunityId} roleId={role.id} />}
        </div>
      )}
    </section>
  );
}
