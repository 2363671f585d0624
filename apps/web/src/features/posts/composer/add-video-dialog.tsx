import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { youtubeIdOf } from '@vitrina/contract/youtube';
import { VideoIcon } from '@/components/ui/content-icons.tsx';
import { errorText } from '@/i18n/error-text.ts';
import { AddMediaButton, AddMediaDialog, MediaTextField } from './add-media-dialog.tsx';
import { VideoField } from './video-field.tsx';
import { usePublishVideo, useVideoAction } from '../api/videos.ts';
import { useVideoUpload } from '../video/use-video-upload.ts';
import { VideoUploadField } from '../video/video-upload-field.tsx';

/**
 * The owner's "add video" on the Videos tab (spec §2): a video file uploaded to Vitrina or a
 * pasted YouTube link, previewed as soon as it is recognised, and an optional text; publishing makes a video post.
 */
export function AddVideo({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('posts');
  return (
    <AddMediaButton
      icon={<VideoIcon size={18} />}
      label={t('addVideo.open')}
      dialog={(close) => <AddVideoDialog profileUrl={profileUrl} onClose={close} />}
    />
  );
}

export function AddVideoDialog({ profileUrl, onClose }: { profileUrl: string; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [link, setLink] = useState('');
  const [text, setText] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [textError, setTextError] = useState<string | null>(null);
  const upload = useVideoUpload();
  const publish = usePublishVideo();
  const action = useVideoAction();

  const request = () => {
    if (text.length > MAX_POST_LENGTH) return void setTextError(errorText('post_too_long'));
    const videoId = upload.videoId;
    if (videoId !== null) return () => publish.mutateAsync({ id: videoId, description: text.trim() });
    const url = link.trim();
    if (!url) return void setLinkError(t('addVideo.needLink'));
    if (!youtubeIdOf(url)) return void setLinkError(errorText('video_url_invalid'));
    if (text.length > MAX_POST_LENGTH) return void setTextError(errorText('post_too_long'));
    return { description: text.trim(), files: [], videoUrl: url };
  };

  return (
    <AddMediaDialog
      id={id}
      profileUrl={profileUrl}
      title={t('addVideo.title')}
      submitLabel={t('addVideo.submit')}
      request={request}
      waiting={upload.busy}
      waitText={t('videoUpload.wait')}
      onClose={onClose}
    >
      <VideoUploadField
        upload={upload}
        onRemove={() => {
          if (upload.videoId !== null) action.mutate({ id: upload.videoId, action: 'remove' });
          upload.reset();
        }}
      />
      {upload.phase === 'idle' && (
        <VideoField
          value={link}
          error={linkError}
          onChange={(value) => {
            setLink(value);
            setLinkError(undefined);
          }}
        />
      )}
      <MediaTextField
        id={id}
        label={t('addVideo.textLabel')}
        placeholder={t('composer.placeholder.video')}
        value={text}
        error={textError}
        onChange={(value) => {
          setText(value);
          setTextError(null);
        }}
      />
    </AddMediaDialog>
  );
}
