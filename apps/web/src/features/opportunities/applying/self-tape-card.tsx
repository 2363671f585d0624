import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApplication, SelfTape } from '@vitrina/contract/applications';
import { Alert } from '@/components/ui/alert.tsx';
import { UploadIcon } from '@/components/ui/content-icons.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import { useNow } from '@/lib/use-now.ts';
import { sendSelfTape } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';
import { useFileUpload } from './use-file-upload.ts';

/** A self-tape the agency asked for: its instructions and due date, the upload, then its processing state. */
export function SelfTapeCard({
  selfTape,
  opportunityId,
  roleId,
}: {
  selfTape: SelfTape;
  opportunityId: number;
  roleId: number;
}) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const sent = useCallback(
    async (uploadId: string) => {
      const answer = await sendSelfTape(selfTape.id, uploadId);
      client.setQueryData<MyApplication | null>(applyingKeys.application(opportunityId, roleId), (old) =>
        old ? { ...old, selfTapes: old.selfTapes.map((tape) => (tape.id === answer.id ? answer : tape)) } : old,
      );
    },
    [client, selfTape.id, opportunityId, roleId],
  );
  const upload = useFileUpload(sent);
  const now = useNow();
  const overdue = new Date(selfTape.dueAt).getTime() < now;
  const status = selfTape.video?.status ?? null;
  const canSend = !overdue && (!selfTape.submittedAt || status === 'failed');
  const titleId = `self-tape-${selfTape.id}`;

  return (
    <article className="self-tape" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('selfTape.title')}</h3>
      <p className="self-tape__instructions">{selfTape.instructions}</p>
      <p className="self-tape__due">{t('selfTape.due', { date: dateAndTime(new Date(selfTape.dueAt), lang) })}</p>
      {status && (
        <p className="self-tape__state" role="status">
          {t(`selfTape.state.${status === 'queued' ? 'processing' : status}`, { defaultValue: status })}
        </p>
      )}
      {status === 'ready' && selfTape.video?.url && (
        <video
          className="self-tape__video"
          src={selfTape.video.url}
          poster={selfTape.video.posterUrl ?? undefined}
          controls
          preload="none"
          aria-label={t('selfTape.title')}
        />
      )}
      {canSend && (
        <div className="self-tape__upload">
          <button
            type="button"
            className="button button--primary"
            disabled={upload.busy}
            onClick={() => input.current?.click()}
          >
            <UploadIcon /> {status === 'failed' ? t('selfTape.again') : t('selfTape.upload')}
          </button>
          <input
            ref={input}
            type="file"
            hidden
            accept="video/*"
            aria-label={t('selfTape.upload')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.send(file, { video: true });
            }}
          />
          {upload.busy && (
            <p role="status">{t('selfTape.uploading', { percent: Math.round(upload.progress * 100) })}</p>
          )}
          {upload.error && <Alert tone="error">{upload.error}</Alert>}
        </div>
      )}
      {!selfTape.submittedAt && overdue && <p className="self-tape__late">{t('selfTape.late')}</p>}
    </article>
  );
}
