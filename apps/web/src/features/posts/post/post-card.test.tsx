import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorFixture, commentFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { PostCard } from './post-card.tsx';
import { SinglePost } from './single-post.tsx';

const comments = (ids: number[], change = {}) => ids.map((id) => commentFixture({ id, ...change }));
const notFound: [number, unknown] = [404, { error: 'not_found', message: '', errors: [] }];
const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function openMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await nextTick();
}

describe('a post block', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says nothing of shares until someone has shared the post', () => {
    fakeApi(() => notFound);
    renderAsUser(<PostCard post={postFixture({ shareCount: 0 })} />);
    expect(screen.queryByText(/Compartida/)).toBeNull();
    cleanup();
    renderAsUser(<PostCard post={postFixture({ shareCount: 1 })} />);
    expect(screen.getByText('Compartida 1 vez')).toBeTruthy();
  });

  it('on the feed, shows only the first comment until expanded', async () => {
    fakeApi(() => notFound);
    renderAsUser(<PostCard post={postFixture({ commentsCount: 5, commentsItems: comments([1, 2, 3]) })} />);
    expect(screen.getByText('Comentario 1')).toBeTruthy();
    expect(screen.queryByText('Comentario 2')).toBeNull();
    const expand = screen.getByRole('button', { name: 'Ver los 5 comentarios' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(screen.getByText('Comentario 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver 2 comentarios más' })).toBeTruthy();
  });

  it('expanded: the embedded comments, then more pages; deleting one lowers the count', async () => {
    const post = postFixture({ commentsCount: 5, commentsItems: comments([1, 2, 3]) });
    let stored = [1, 2, 3, 4, 5];
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/posts/1') return [200, post];
      if (call.path === '/comments/post/1?page=1') {
        return [200, { rows: comments(stored, { canDelete: true }), count: stored.length }];
      }
      if (call.method === 'DELETE' && call.path === '/comments/4') {
        stored = stored.filter((id) => id !== 4);
        return [200, { postId: 1, commentsCount: 4 }];
      }
      return notFound;
    });
    // Its own page opens a post's comments.
    renderAsUser(<SinglePost postId="1" />);
    await waitFor(() => expect(screen.getByText('Comentario 1')).toBeTruthy());
    expect(screen.getByText('Comentario 3')).toBeTruthy();
    expect(screen.queryByText('Comentario 4')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver 2 comentarios más' }));
    await waitFor(() => expect(screen.getByText('Comentario 5')).toBeTruthy());
    expect(screen.getAllByText(/^Comentario \d$/)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /comentarios? más/ })).toBeNull();

    const fourth = screen.getByText('Comentario 4').closest('li')!;
    fireEvent.click(within(fourth).getByRole('button', { name: 'Opciones del comentario de Luis Gómez' }));
    await nextTick();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este comentario?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    await waitFor(() => expect(screen.queryByText('Comentario 4')).toBeNull());
    expect(screen.getByRole('button', { name: '4 comentarios' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('a new comment joins the end of the list and raises the count; an empty one is refused', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/posts/1') return [200, postFixture({ commentsCount: 1, commentsItems: comments([1]) })];
      if (call.method === 'POST' && call.path === '/comments') {
        return [200, commentFixture({ id: 9, comment: 'Qué buena obra', isOwner: true, canDelete: true })];
      }
      return notFound;
    });
    renderAsUser(<SinglePost postId="1" />);
    const box = await screen.findByLabelText('Escribe un comentario');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(screen.getByText('Escribe un comentario.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Qué buena obra ' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    await waitFor(() => expect(screen.getByText('Qué buena obra')).toBeTruthy());
    expect(calls.find((call) => call.path === '/comments')!.body).toEqual({ comment: 'Qué buena obra', postId: 1 });
    const texts = screen.getAllByText(/^(Comentario 1|Qué buena obra)$/).map((node) => node.textContent);
    expect(texts).toEqual(['Comentario 1', 'Qué buena obra']);
    expect(screen.getByRole('button', { name: '2 comentarios' })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('the owner edits the text in a modal; an empty edit only closes it', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/posts/1') return [200, postFixture({ isOwner: true })];
      if (call.path === '/posts/change-comment') {
        return [200, postFixture({ isOwner: true, description: 'Texto nuevo', editedAt: new Date().toISOString() })];
      }
      return notFound;
    });
    renderAsUser(<SinglePost postId="1" />);
    await screen.findByText('Mi primera obra');
    await openMenu('Opciones de la publicación');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar publicación' });
    const text = within(dialog).getByLabelText('Texto de la publicación');
    // The dialog moves focus once it has opened: on a busy machine that is after this line's first chance.
    await waitFor(() => expect(document.activeElement).toBe(text));
    fireEvent.change(text, { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await openMenu('Opciones de la publicación');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    dialog = screen.getByRole('dialog', { name: 'Editar publicación' });
    fireEvent.change(within(dialog).getByLabelText('Texto de la publicación'), { target: { value: 'Texto nuevo' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(screen.getByText('Texto nuevo')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/editado/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ id: 1, description: 'Texto nuevo' });
  });

  it('offers share only to a talent who is not the owner, on an original; sharing raises the count', async () => {
    const original = postFixture({ id: 1, shareCount: 2 });
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/posts/1') return [200, original];
      if (call.path === '/posts/2') return [200, postFixture({ id: 2, isOwner: true })];
      if (call.path === '/posts/3') {
        return [200, postFixture({ id: 3, sharedPost: { ...original, available: true } })];
      }
      if (call.path === '/posts/4') return [200, postFixture({ id: 4, sharedPost: { available: false } })];
      if (call.path === '/posts/share') {
        return [
          200,
          postFixture({
            id: 20,
            isOwner: true,
            user: authorFixture({ id: 3 }),
            sharedPost: { ...original, shareCount: 3, available: true },
          }),
        ];
      }
      return notFound;
    });
    const view = renderAsUser(<SinglePost postId="1" />);
    await screen.findByText('Compartida 2 veces');
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir publicación' });
    fireEvent.change(within(dialog).getByLabelText('Di algo sobre esto (opcional)'), { target: { value: 'Mírenla' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' })));
    await waitFor(() => expect(screen.getByText('Compartida 3 veces')).toBeTruthy());
    expect(calls.find((call) => call.path === '/posts/share')!.body).toEqual({ id: 1, description: 'Mírenla' });
    view.unmount();

    for (const id of ['2', '3']) {
      const again = renderAsUser(<SinglePost postId={id} />);
      await screen.findAllByText('Mi primera obra');
      expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
      again.unmount();
    }
    renderAsUser(<SinglePost postId="1" />, { self: selfFixture({ type: 'agencia' }) });
    await screen.findByText('Mi primera obra');
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
    cleanup();

    renderAsUser(<SinglePost postId="4" />);
    await screen.findByText('La publicación original ya no está disponible.');
  });

  it('a post that is not there (404) or an address that names none gets a friendly page', async () => {
    fakeApi(() => notFound);
    const view = renderAsUser(<SinglePost postId="77" />);
    await screen.findByRole('heading', { name: 'Esta publicación no está disponible' });
    expect(screen.getByRole('link', { name: 'Ir a noticias' }).getAttribute('href')).toBe('/noticias');
    view.unmount();
    renderAsUser(<SinglePost postId="abc" />);
    expect(screen.getByRole('heading', { name: 'Esta publicación no está disponible' })).toBeTruthy();
  });
});
