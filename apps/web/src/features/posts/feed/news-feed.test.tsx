import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { NewsFeed } from './news-feed.tsx';
import type { FeedFilter } from '../api/posts-keys.ts';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);
const page = (ids: number[], limit: number, change: Partial<Post> = {}) => ({
  posts: ids.map((id) => postFixture({ id, description: `Post ${id}`, ...change })),
  limit,
});

function Feed({ initial = 'followed' }: { initial?: FeedFilter }) {
  const [filter, setFilter] = useState<FeedFilter>(initial);
  return <NewsFeed filter={filter} onFilter={setFilter} />;
}

const shownIds = () => screen.queryAllByRole('article').map((article) => Number(article.getAttribute('data-post-id')));
const feedCalls = (calls: FakeCall[]) => calls.filter((call) => call.path.startsWith('/posts/feed')).map((c) => c.path);

/** A talent's feed also asks for their videos still being processed: none here. */
const noVideos = { rows: [] };

describe('NewsFeed', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads later pages before the last post shown, shows each post once, and ends after a short page', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/posts/feed?page=1') return [200, page(range(100, 12), 3)];
      // The second page overlaps the first (two posts published meanwhile pushed them down).
      if (call.path === '/posts/feed?page=2&before=89') return [200, page([90, 89, ...range(88, 10)], 3)];
      if (call.path === '/posts/feed?page=3&before=79') return [200, page(range(78, 4), 3)];
      return [404, { error: 'not_found', message: '', errors: [] }];
    });
    renderAsUser(<Feed />, { self: selfFixture({ type: 'agencia' }) });
    await waitFor(() => expect(shownIds()).toHaveLength(12));
    expect(screen.queryByRole('tablist')).toBeNull(); // agencies get no composer

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más publicaciones' }));
    await waitFor(() => expect(shownIds()).toHaveLength(22));
    expect(new Set(shownIds()).size).toBe(22);
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más publicaciones' }));
    await waitFor(() => expect(shownIds()).toHaveLength(26));
    expect(shownIds().at(-1)).toBe(75);
    expect(screen.queryByRole('button', { name: 'Cargar más publicaciones' })).toBeNull();
    expect(screen.getByText('Ya viste todas las publicaciones. ¡Vuelve pronto!')).toBeTruthy();
    expect(feedCalls(calls)).toEqual([
      '/posts/feed?page=1',
      '/posts/feed?page=2&before=89',
      '/posts/feed?page=3&before=79',
    ]);
  });

  it('stops at the limit even when the last page is full', async () => {
    const calls = fakeApi((call) => (call.path === '/videos' ? [200, noVideos] : [200, page(range(100, 12), 1)]));
    renderAsUser(<Feed />);
    await waitFor(() => expect(shownIds()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Cargar más publicaciones' })).toBeNull();
    expect(feedCalls(calls)).toEqual(['/posts/feed?page=1']);
  });

  it('tells a new user what to do, and switches to every talent’s posts (filter=agencia)', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/videos') return [200, noVideos];
      return call.path === '/posts/feed?page=1&filter=agencia' ? [200, page([5, 4], 1)] : [200, page([], 0)];
    });
    renderAsUser(<Feed />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tu muro está esperando' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Escribir una publicación' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los talentos' }));
    await waitFor(() => expect(shownIds()).toEqual([5, 4]));
    expect(screen.getByRole('button', { name: 'Todos los talentos' }).getAttribute('aria-pressed')).toBe('true');
    expect(feedCalls(calls)).toEqual(['/posts/feed?page=1', '/posts/feed?page=1&filter=agencia']);
  });

  it('puts a new post at the top, and takes a deleted one away', async () => {
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/posts/feed')) return [200, page([10, 9], 1, { isOwner: true })];
      if (call.method === 'POST' && call.path === '/posts') {
        return [200, postFixture({ id: 11, description: 'Recién salido', isOwner: false, commentsItems: [] })];
      }
      if (call.method === 'DELETE') return [204, undefined];
      return [404, { error: 'not_found', message: '', errors: [] }];
    });
    renderAsUser(<Feed />);
    await waitFor(() => expect(shownIds()).toEqual([10, 9]));
    fireEvent.change(screen.getByLabelText('Texto de la publicación'), { target: { value: 'Recién salido' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publicar' })));
    await waitFor(() => expect(shownIds()).toEqual([11, 10, 9]));
    // The new post carries the owner's menu.
    const fresh = screen.getAllByRole('article')[0]!;
    expect(within(fresh).getByRole('button', { name: 'Opciones de la publicación' })).toBeTruthy();

    const second = screen.getAllByRole('article')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Opciones de la publicación' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta publicación?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    await waitFor(() => expect(shownIds()).toEqual([11, 9]));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/posts/10')).toBe(true);
  });
});
