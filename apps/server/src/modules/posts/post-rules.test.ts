import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENTS_PER_POST, MAX_PHOTOS_PER_POST } from '@vitrina/contract/post-limits';
import { canDeleteComment, checkComposition, checkEdit, checkShare, mayPost, pageCount } from './post-rules.ts';

const compose = (description: string, attachments: Array<'photo' | 'document'> = [], videoUrl = '') =>
  checkComposition({ description, attachments, videoUrl });

describe('what a new post may hold', () => {
  it('a text post needs text that is not only spaces', () => {
    expect(compose('   ')).toEqual({ ok: false, code: 'post_empty', field: 'description' });
    expect(compose('  Hola  ')).toEqual({ ok: true, description: 'Hola', videoId: null });
  });

  it('a photo or file post may go without text', () => {
    expect(compose('', ['photo', 'photo'])).toMatchObject({ ok: true, description: '' });
    expect(compose('', ['document'])).toMatchObject({ ok: true });
  });

  it('a video post takes the id of a YouTube link, and refuses any other link', () => {
    expect(compose('', [], 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      ok: true,
      description: '',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(compose('', [], 'https://vimeo.com/123')).toEqual({
      ok: false,
      code: 'video_url_invalid',
      field: 'videoUrl',
    });
    expect(compose('mira', [], 'javascript:alert(1)')).toMatchObject({ ok: false, code: 'video_url_invalid' });
  });

  it('a post carries one kind of attachment', () => {
    expect(compose('x', ['photo', 'document'])).toMatchObject({ ok: false, code: 'mixed_attachments' });
    expect(compose('x', ['photo'], 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      ok: false,
      code: 'mixed_attachments',
    });
  });

  it('counts photos and documents against their limits', () => {
    expect(compose('', Array(MAX_PHOTOS_PER_POST).fill('photo'))).toMatchObject({ ok: true });
    expect(compose('', Array(MAX_PHOTOS_PER_POST + 1).fill('photo'))).toMatchObject({ code: 'too_many_photos' });
    expect(compose('', Array(MAX_DOCUMENTS_PER_POST + 1).fill('document'))).toMatchObject({ code: 'too_many_files' });
  });
});

describe('editing, sharing and deleting', () => {
  it('an edit may empty the text only of a post that has something else', () => {
    expect(checkEdit(' ', false)).toBe('post_empty');
    expect(checkEdit(' ', true)).toBeNull();
    expect(checkEdit('nuevo', false)).toBeNull();
  });

  it('a share is of someone else’s original post', () => {
    expect(checkShare(1, { authorId: 1, sharedPostId: null })).toBe('share_own_post');
    expect(checkShare(1, { authorId: 2, sharedPostId: 9 })).toBe('share_of_share');
    expect(checkShare(1, { authorId: 2, sharedPostId: null })).toBeNull();
  });

  it('a comment is deleted by its author or the post’s owner only', () => {
    expect(canDeleteComment(1, 1, 2)).toBe(true);
    expect(canDeleteComment(2, 1, 2)).toBe(true);
    expect(canDeleteComment(3, 1, 2)).toBe(false);
  });
});

describe('lists', () => {
  it('counts pages of twelve', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('who may post', () => {
  it('talents only: never an agency or an account that has not chosen its type', () => {
    expect(mayPost({ type: 'talento' })).toBe(true);
    expect(mayPost({ type: 'agencia' })).toBe(false);
    expect(mayPost({ type: null })).toBe(false);
  });
});
