import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserMediaItem } from '@vitrina/contract/posts';
import { photoFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { RecentPhotos } from './recent-photos.tsx';

const item = (id: number, postId: number, description = ''): UserMediaItem => ({
  ...photoFixture({ id, description }),
  poster: null,
  durationMs: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  post: { id: postId, description: '', likesCount: 0, commentsCount: 0, reacted: false },
});

describe('RecentPhotos', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the full-screen viewer on the chosen photo, with its post beside it, and moves through the nine', async () => {
    const rows = [item(3, 30, 'Ensayo general'), item(2, 20), item(1, 10)];
    fakeApi(({ path }) => {
      if (path.startsWith('/posts/user/ana/PHOTO/type')) return [200, { rows, count: 3 }];
      if (path === '/posts/30') return [200, postFixture({ id: 30 })];
      if (path === '/posts/20') return [200, postFixture({ id: 20 })];
      if (path === '/posts/10') return [200, postFixture({ id: 10 })];
      return [404, {}];
    });
    renderAsUser(<RecentPhotos profileUrl="ana" allHref="/profile/ana/fotos" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Foto 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Fotos recientes' }, { timeout: 5000 });
    expect(within(viewer).getByText('Foto 2 de 3')).toBeTruthy();
    expect(within(viewer).getByRole('img', { name: 'Foto 2' }).getAttribute('src')).toBe('/media/photo-2.jpg');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByText('Foto 3 de 3')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(viewer).getByRole('img', { name: 'Ensayo general' })).toBeTruthy();
    // Not the post dialog: the viewer, with the photo's post (its likes) beside it.
    expect(await within(viewer).findByRole('button', { name: /Me gusta la publicación/ })).toBeTruthy();
  });
});
