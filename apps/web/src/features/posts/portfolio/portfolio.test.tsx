import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { photoFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { PostCard } from '../post/post-card.tsx';
import { Portfolio } from './portfolio.tsx';

const withPhoto = postFixture({ id: 1, description: 'Sesión de estudio', files: [photoFixture({ id: 1 })] });
const text = postFixture({ id: 2, description: 'Mi primer corto' });
const video = postFixture({ id: 3, description: '', videoId: 'dQw4w9WgXcQ' });

/** A fake server holding the portfolio of "ana" (the session's own profile). */
function serve(initial: Post[]) {
  let pinned = [...initial];
  const all = [withPhoto, text, video];
  return fakeApi(({ method, path, body }) => {
    if (path === '/posts/user/ana/pins') return [200, { posts: pinned }];
    if (method === 'PUT' && path === '/posts/pins') {
      const ids = (body as { postIds: number[] }).postIds;
      pinned = ids.map((id) => all.find((post) => post.id === id)!);
      return [200, { postIds: ids }];
    }
    const pin = /^\/posts\/(\d+)\/pin$/.exec(path);
    if (pin && method === 'PUT') {
      if (pinned.length >= 2) {
        return [
          409,
          { error: 'pin_limit', message: 'Tu portafolio ya tiene 6 publicaciones: quita una para fijar otra.' },
        ];
      }
      pinned.push(all.find((post) => post.id === Number(pin[1]))!);
      return [200, { postIds: pinned.map((post) => post.id) }];
    }
    if (pin && method === 'DELETE') {
      pinned = pinned.filter((post) => post.id !== Number(pin[1]));
      return [200, { postIds: pinned.map((post) => post.id) }];
    }
    return [404, {}];
  });
}

describe('the portfolio', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the pinned posts in order, each tile a link to its post (photos open on the first)', async () => {
    serve([withPhoto, text, video]);
    renderAsUser(<Portfolio profileUrl="ana" name="Ana" isOwner={false} />);
    const section = await screen.findByRole('region', { name: 'Portafolio' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/noticias/1?foto=1',
      '/noticias/2',
      '/noticias/3',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'FotoSesión de estudio',
      'Mi primer corto',
      'VideoPublicación sin texto',
    ]);
    expect(within(section).getByText('Lo que Ana eligió mostrar primero.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Ordenar' })).toBeNull();
  });

  it('is not shown to others while empty; its owner sees how to fill it', async () => {
    const calls = serve([]);
    const { unmount } = renderAsUser(<Portfolio profileUrl="ana" name="Ana" isOwner={false} />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('region', { name: 'Portafolio' })).toBeNull();
    unmount();
    renderAsUser(<Portfolio profileUrl="ana" name="Ana" isOwner />);
    const section = await screen.findByRole('region', { name: 'Portafolio' });
    expect(within(section).getByText(/Fija hasta 6 de tus publicaciones desde su menú/)).toBeTruthy();
  });

  it('lets its owner reorder with the buttons, announces each move, and saves the order', async () => {
    const calls = serve([withPhoto, text, video]);
    renderAsUser(<Portfolio profileUrl="ana" name="Ana" isOwner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ordenar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar tu portafolio' });
    expect(within(dialog).getByRole('button', { name: 'Subir «Sesión de estudio»' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subir «Mi primer corto»' }));
    expect(within(dialog).getByRole('status').textContent).toBe('«Mi primer corto» ahora está en el lugar 1 de 3.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bajar «Sesión de estudio»' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar el orden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ postIds: [2, 3, 1] });
    const section = screen.getByRole('region', { name: 'Portafolio' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/noticias/2', '/noticias/3', '/noticias/1?foto=1']);
  });
});

describe('pinning from a post’s menu', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const openMenu = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Opciones de la publicación' }));
    return screen.findByRole('menuitem', { name: /portafolio/ });
  };

  it('pins my post, then offers to unpin it', async () => {
    const calls = serve([]);
    renderAsUser(<PostCard post={{ ...text, isOwner: true }} />);
    const item = await openMenu();
    // The item waits for my portfolio, read when the menu opens.
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBeNull());
    expect(item.textContent).toBe('Fijar en el portafolio');
    fireEvent.click(item);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/posts/2/pin');
    await waitFor(() => expect(calls.filter((call) => call.path === '/posts/user/ana/pins')).toHaveLength(2));
    expect((await openMenu()).textContent).toBe('Quitar del portafolio');
  });

  it('tells me why when the portfolio is full', async () => {
    serve([withPhoto, video]);
    renderAsUser(<PostCard post={{ ...text, isOwner: true }} />);
    const item = await openMenu();
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(item);
    const notice = await screen.findByRole('alertdialog', { name: 'No pudimos fijar la publicación' });
    expect(within(notice).getByText(/quita una para fijar otra/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is not offered on a share', async () => {
    serve([]);
    renderAsUser(<PostCard post={{ ...text, isOwner: true, sharedPost: { available: false } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opciones de la publicación' }));
    await screen.findByRole('menuitem', { name: 'Editar' });
    expect(screen.queryByRole('menuitem', { name: /portafolio/ })).toBeNull();
  });
});
