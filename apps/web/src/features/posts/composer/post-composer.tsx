import { lazy, Suspense, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { apiErrorText, fieldErrorTexts, formErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { buildPostRequest, checkDraft, waitAlertOf, type ComposerTab } from './composer-rules.ts';
import { ComposerTabs, panelId, tabId } from './composer-tabs.tsx';
import { useCreatePost } from '../api/create-post.ts';
import { usePostUploads } from './use-post-uploads.ts';
import type { ComposerVideoState } from '../video/composer-video.tsx';
import './composer.css';

// The photo, file and video tabs' parts load when the composer is first pointed at or focused.
const loadPicker = () => import('./attachment-picker.tsx');
const loadVideo = () => import('./video-field.tsx');
const AttachmentPicker = lazy(() => loadPicker().then((module) => ({ default: module.AttachmentPicker })));
const loadVideoUpload = () => import('../video/composer-video.tsx');
const VideoField = lazy(() => loadVideo().then((module) => ({ default: module.VideoField })));
const ComposerVideo = lazy(() => loadVideoUpload().then((module) => ({ default: module.ComposerVideo })));
const noVideo: ComposerVideoState = { videoId: null, busy: false, phase: 'idle' };
const preloadTabs = () => void Promise.all([loadPicker(), loadVideo(), loadVideoUpload()]);

/** A failed rule of the draft (composer-rules.ts), by the field it is shown under. */
type ComposerErrors = Partial<Record<'description' | 'videoUrl', string>>;

const ruleText = (code: string | undefined) => (code ? formErrorText({ message: code }) : undefined);

/**
 * The composer of spec §2 (talents only): four tabs, a text and a button. Photos and documents upload as
 * they are chosen; the button waits while they do (spec §4, §8). A new post goes to the top of the feed.
 */
export function PostComposer({
  author,
  textRef,
}: {
  author: { fullname: string; profileImage: string };
  /** The text, for "write your first post" buttons elsewhere on the page. */
  textRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('posts');
  const base = useId();
  const [tab, setTab] = useState<ComposerTab>('text');
  const [published, setPublished] = useState(false);
  const photos = usePostUploads('photo');
  const files = usePostUploads('document');
  const create = useCreatePost();
  const client = useQueryClient();
  // A video uploaded to Vitrina: published through its own call, its post made once it is ready.
  const [nativeVideo, setNativeVideo] = useState<ComposerVideoState>(noVideo);
  const [videoSlot, setVideoSlot] = useState(0);
  const [videoTabSeen, setVideoTabSeen] = useState(false);
  const [videoNotice, setVideoNotice] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<Error | null>(null);
  // Two texts and the rules of composer-rules.ts: plain state rather than a form library on the feed.
  const [description, setDescription] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [errors, setErrors] = useState<ComposerErrors>({});
  const videoInput = useRef<HTMLInputElement>(null);
  const uploads = tab === 'photos' ? photos : tab === 'file' ? files : null;
  const waitAlert = waitAlertOf(tab, uploads?.busy ?? false);
  const videoWait = tab === 'video' && nativeVideo.busy;
  const nativeVideoId = tab === 'video' ? nativeVideo.videoId : null;

  const publishNativeVideo = async (id: number) => {
    setPublishing(true);
    setPublishError(null);
    try {
      const { publishVideo } = await import('../api/videos.ts');
      const { post } = await publishVideo(client, id, description.trim());
      setVideoNotice(post === null);
      setPublished(post !== null);
    } catch (error) {
      setPublishError(error as Error);
      return;
    } finally {
      setPublishing(false);
    }
    setDescription('');
    setNativeVideo(noVideo);
    setVideoSlot((n) => n + 1);
    textRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setVideoNotice(false);
    if (waitAlert || videoWait) return;
    if (nativeVideoId !== null) return publishNativeVideo(nativeVideoId);
    const ready = uploads?.ready ?? [];
    const draft = { tab, description, videoUrl, ready: ready.length };
    const problem = checkDraft(draft);
    if (problem) {
      const field = problem === 'video_url_invalid' ? 'videoUrl' : 'description';
      setErrors({ [field]: problem });
      (field === 'videoUrl' ? videoInput : textRef).current?.focus();
      return;
    }
    const request = buildPostRequest(
      draft,
      ready.map((row) => ({ uploadId: row.uploadId!, alt: row.alt })),
    );
    try {
      await create.mutateAsync(request);
    } catch {
      return;
    }
    setDescription('');
    setVideoUrl('');
    photos.reset();
    files.reset();
    setPublished(true);
    textRef.current?.focus();
  };

  const serverError = create.error ?? publishError;
  const serverFields = serverError instanceof ApiError ? fieldErrorTexts(serverError.body.errors) : [];

  return (
    <section
      className="composer post-card"
      aria-labelledby={`${base}-title`}
      onPointerEnter={preloadTabs}
      onFocus={preloadTabs}
    >
      <h2 id={`${base}-title`} className="visually-hidden">
        {t('composer.title')}
      </h2>
      <ComposerTabs
        base={base}
        tab={tab}
        onChange={(next) => {
          setTab(next);
          setPublished(false);
          // The video keeps going up while another tab is shown.
          if (next === 'video') setVideoTabSeen(true);
        }}
      />
      <div id={panelId(base)} role="tabpanel" aria-labelledby={tabId(base, tab)}>
        <form className="composer__panel" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="composer__write">
            <Avatar image={author.profileImage} name={author.fullname} size={40} decorative />
            <div className={`field composer__field${errors.description ? ' field--invalid' : ''}`}>
              <label className="visually-hidden" htmlFor={`${base}-text`}>
                {t('composer.textLabel')}
              </label>
              <textarea
                id={`${base}-text`}
                className="field__control field__control--area composer__text"
                placeholder={t(`composer.placeholder.${tab}`, { name: author.fullname.split(' ')[0] })}
                rows={3}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${base}-text-error` : undefined}
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  setErrors(({ videoUrl }) => ({ videoUrl }));
                  setPublished(false);
                }}
                ref={textRef}
              />
              {errors.description && (
                <p className="field__error" id={`${base}-text-error`}>
                  {ruleText(errors.description)}
                </p>
              )}
            </div>
          </div>

          <Suspense fallback={null}>
            {tab === 'photos' && <AttachmentPicker kind="photo" uploads={photos} />}
            {tab === 'file' && <AttachmentPicker kind="document" uploads={files} />}
            {(tab === 'video' || videoTabSeen) && (
              <div hidden={tab !== 'video'}>
                <ComposerVideo key={videoSlot} onState={setNativeVideo} />
              </div>
            )}
            {tab === 'video' && nativeVideo.phase === 'idle' && (
              <VideoField
                inputRef={videoInput}
                value={videoUrl}
                error={ruleText(errors.videoUrl)}
                onChange={(value) => {
                  setVideoUrl(value);
                  setErrors(({ description }) => ({ description }));
                }}
              />
            )}
          </Suspense>

          {serverError !== null && (
            <Alert tone="error" title={apiErrorText(serverError)}>
              {serverFields.length > 0 && (
                <ul>
                  {serverFields.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {published && !create.isPending && <Alert tone="success">{t('composer.published')}</Alert>}
          {videoNotice && <Alert tone="success">{t('videoUpload.published')}</Alert>}

          <div className="composer__foot">
            {(waitAlert || videoWait) && (
              <Alert tone="warning" id={`${base}-wait`} className="composer__wait">
                {waitAlert ? t(waitAlert) : t('videoUpload.wait')}
              </Alert>
            )}
            <button
              type="submit"
              className="button button--primary composer__submit"
              disabled={Boolean(waitAlert) || videoWait || create.isPending || publishing}
              aria-describedby={waitAlert || videoWait ? `${base}-wait` : undefined}
            >
              {(create.isPending || publishing) && <Spinner />}
              {t('composer.submit')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
