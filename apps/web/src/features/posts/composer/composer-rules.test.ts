import { describe, expect, it } from 'vitest';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { buildPostRequest, checkDraft, waitAlertOf, type ComposerDraft } from './composer-rules.ts';

const draft = (change: Partial<ComposerDraft>): ComposerDraft => ({
  tab: 'text',
  description: '',
  ready: 0,
  videoUrl: '',
  ...change,
});

describe('composer rules', () => {
  it('a text post needs text', () => {
    expect(checkDraft(draft({ description: '   ' }))).toBe('post_empty');
    expect(checkDraft(draft({ description: 'Hola' }))).toBeNull();
  });

  it('a photo or file post needs text or a ready upload', () => {
    expect(checkDraft(draft({ tab: 'photos' }))).toBe('post_empty');
    expect(checkDraft(draft({ tab: 'photos', ready: 1 }))).toBeNull();
    expect(checkDraft(draft({ tab: 'file', description: 'Mi CV' }))).toBeNull();
    expect(checkDraft(draft({ tab: 'file' }))).toBe('post_empty');
  });

  it('a video post needs text or a recognised YouTube link, and refuses another link', () => {
    expect(checkDraft(draft({ tab: 'video' }))).toBe('post_empty');
    expect(checkDraft(draft({ tab: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).toBeNull();
    expect(checkDraft(draft({ tab: 'video', videoUrl: 'https://vimeo.com/1', description: 'x' }))).toBe(
      'video_url_invalid',
    );
  });

  it('refuses text over the limit', () => {
    expect(checkDraft(draft({ description: 'a'.repeat(MAX_POST_LENGTH + 1) }))).toBe('post_too_long');
    expect(checkDraft(draft({ description: 'a'.repeat(MAX_POST_LENGTH) }))).toBeNull();
  });

  it('makes the post button wait with the spec’s alert while the tab uploads', () => {
    expect(waitAlertOf('photos', true)).toBe('error.espera_que_termine_subir');
    expect(waitAlertOf('file', true)).toBe('error.espera_que_termine_subir_archivos');
    expect(waitAlertOf('photos', false)).toBeNull();
    expect(waitAlertOf('text', true)).toBeNull();
  });

  it('sends only the active tab’s attachments, with alt texts for photos', () => {
    const uploads = [{ uploadId: 'a'.repeat(32), alt: ' Un retrato ' }];
    expect(buildPostRequest(draft({ tab: 'photos', description: ' Hola ' }), uploads)).toEqual({
      description: 'Hola',
      files: [{ filename: 'a'.repeat(32), description: 'Un retrato' }],
      videoUrl: '',
    });
    expect(buildPostRequest(draft({ tab: 'file' }), uploads)).toEqual({
      description: '',
      files: [{ filename: 'a'.repeat(32) }],
      videoUrl: '',
    });
    expect(buildPostRequest(draft({ tab: 'video', videoUrl: ' https://youtu.be/dQw4w9WgXcQ ' }), uploads)).toEqual({
      description: '',
      files: [],
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(buildPostRequest(draft({ tab: 'text', description: 'x', videoUrl: 'https://youtu.be/x' }), uploads)).toEqual(
      { description: 'x', files: [], videoUrl: '' },
    );
  });
});
