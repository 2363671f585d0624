import { useTranslation } from 'react-i18next';
import type { ApplicationForAgency, ApplicationItem } from '@vitrina/contract/applications';
import { formatLongDate } from '@/lib/format-date.ts';
import { langOf } from '@/i18n/use-lang.ts';

/** One item of the application: a photo, a playable video, a document to open. */
function Item({ item }: { item: ApplicationItem }) {
  const { t } = useTranslation('pipeline');
  if (!item.ready) return <p className="applicant-media__pending">{t('processing', { name: item.name })}</p>;
  if (item.kind === 'photo') return <img src={item.url} alt={item.name} loading="lazy" />;
  if (item.kind === 'video')
    return (
      <video controls preload="metadata" poster={item.thumbUrl ?? undefined} aria-label={item.name}>
        <source src={item.url} />
      </video>
    );
  return (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.name}
    </a>
  );
}

/** What she sent: her items (the primary one first), her cover note, her answers and her self-tapes. */
export function ApplicantMedia({ application }: { application: ApplicationForAgency }) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const items = [...application.items].sort((a, b) => Number(b.primary) - Number(a.primary));
  const { questions } = application.role;

  return (
    <>
      <section className="applicant-media" aria-labelledby="applicant-items">
        <h3 id="applicant-items">{t('items')}</h3>
        {items.length === 0 ? (
          <p>{t('noItems')}</p>
        ) : (
          <ul className="applicant-media__items">
            {items.map((item) => (
              <li key={item.id} className={`applicant-media__item applicant-media__item--${item.kind}`}>
                <Item item={item} />
                {item.primary && <span className="applicant-media__primary">{t('primary')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {application.coverNote && (
        <section aria-labelledby="applicant-cover">
          <h3 id="applicant-cover">{t('coverNote')}</h3>
          <p className="applicant-media__text">{application.coverNote}</p>
        </section>
      )}
      {questions.length > 0 && (
        <section aria-labelledby="applicant-answers">
          <h3 id="applicant-answers">{t('answers')}</h3>
          <dl className="applicant-media__answers">
            {questions.map((question, index) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{application.answers[index] || t('noAnswer')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {application.selfTapes.length > 0 && (
        <section aria-labelledby="applicant-tapes">
          <h3 id="applicant-tapes">{t('selfTapes')}</h3>
          <ul className="applicant-media__tapes">
            {application.selfTapes.map((tape) => (
              <li key={tape.id}>
                <p className="applicant-media__text">{tape.instructions}</p>
                <p className="applicant-panel__hint">
                  {t('tapeDueOn', { date: formatLongDate(tape.dueAt, lang) })}
                  {' · '}
                  {tape.submittedAt ? t('tapeSent') : t('tapeWaiting')}
                </p>
                {tape.video?.url && (
                  <video controls preload="metadata" poster={tape.video.posterUrl ?? undefined}>
                    <source src={tape.video.url} />
                  </video>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
