import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostCard } from '@/features/posts/post/post-card.tsx';
import { authorFixture, commentFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ReportProvider } from './report-provider.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const reported = (call: FakeCall): [number, unknown] => [
  201,
  {
    created: true,
    report: {
      id: 1,
      caseId: 2,
      target: (call.body as { target: unknown }).target,
      category: 'spam',
      description: '',
      attachments: 0,
      status: 'open',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  },
];
const reportsApi = () =>
  fakeApi((call) => (call.path === '/reports' ? reported(call) : [404, { error: 'not_found', errors: [] }]));

/** The entries of a menu, by their names. */
async function menuEntries(scope: HTMLElement, name: string): Promise<string[]> {
  fireEvent.click(within(scope).getByRole('button', { name }));
  await nextTick();
  const entries = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return entries;
}

const me = authorFixture({ id: 3, fullname: 'Ana Pérez', profile_url: 'ana' });
const postWithComments = postFixture({
  isOwner: true,
  user: me,
  commentsCount: 2,
  commentsItems: [
    commentFixture({ id: 11, canDelete: true }),
    commentFixture({ id: 12, user: me, isOwner: true, canDelete: true, comment: 'Gracias' }),
  ],
});

describe('report entries on posts and comments', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reports someone else's post from its menu: the post's target, then focus back on the menu", async () => {
    await useLanguage('es');
    const calls = reportsApi();
    renderAsUser(
      <ReportProvider enabled>
        <PostCard post={postFixture({ id: 41 })} />
      </ReportProvider>,
    );
    const menu = screen.getByRole('button', { name: 'Opciones de la publicación de Luis Gómez' });
    expect(menu.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(menu);
    await nextTick();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Denunciar']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Denunciar' }));

    // The dialog and the moderation texts (its categories) arrive on this first open.
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar una publicación de Luis Gómez' });
    const category = within(dialog).getByRole('group', { name: '¿Qué ocurre?' });
    expect((within(category).getByRole('radio', { name: 'Otro motivo' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(category).getByRole('radio', { name: 'Spam' }));
    expect(within(category).getByRole('radio', { name: 'Estafa o pide dinero' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Denunciar' }));
    expect(await within(dialog).findByText('Gracias. Recibimos tu denuncia y la revisaremos.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/reports')).toMatchObject({
      method: 'POST',
      body: { target: { kind: 'post', id: 41 }, category: 'spam', attachments: [] },
    });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menu);
  });

  it('offers no report on my own post, nor where the page offers none (no opener)', async () => {
    await useLanguage('es');
    reportsApi();
    renderAsUser(
      <ReportProvider enabled>
        <PostCard post={postFixture({ isOwner: true, user: me })} />
      </ReportProvider>,
    );
    const entries = await menuEntries(document.body, 'Opciones de la publicación');
    expect(entries).toEqual(expect.arrayContaining(['Editar', 'Eliminar']));
    expect(entries).not.toContain('Denunciar');
    cleanup();

    renderAsUser(
      <ReportProvider enabled={false}>
        <PostCard post={postFixture()} />
      </ReportProvider>,
    );
    expect(screen.queryByRole('button', { name: /Opciones de la publicación/ })).toBeNull();
  });

  it("reports others' comments (beside delete for the post's owner), never my own (en)", async () => {
    await useLanguage('en');
    const calls = reportsApi();
    renderAsUser(
      <ReportProvider enabled>
        <PostCard post={postWithComments} initiallyExpanded />
      </ReportProvider>,
    );
    const [theirs, mine] = [
      screen.getByText('Comentario 11').closest('li')!,
      screen.getByText('Gracias').closest('li')!,
    ];
    expect(await menuEntries(mine, 'Options of the comment by Ana Pérez')).toEqual(['Edit', 'Delete']);
    expect(await menuEntries(theirs, 'Options of the comment by Luis Gómez')).toEqual(['Delete', 'Report']);

    fireEvent.click(within(theirs).getByRole('button', { name: 'Options of the comment by Luis Gómez' }));
    await nextTick();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a comment by Luis Gómez' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await within(dialog).findByText(/Thank you/);
    expect(calls.find((call) => call.path === '/reports')?.body).toEqual({
      target: { kind: 'comment', id: 11 },
      category: 'harassment',
      description: '',
      attachments: [],
    });
  });

  it("gives a comment by someone else a menu of its own, with report alone, on another's post", async () => {
    await useLanguage('es');
    reportsApi();
    renderAsUser(
      <ReportProvider enabled>
        <PostCard post={postFixture({ commentsCount: 1, commentsItems: [commentFixture({ id: 5 })] })} />
      </ReportProvider>,
    );
    const comment = screen.getByText('Comentario 5').closest('li')!;
    expect(await menuEntries(comment, 'Opciones del comentario de Luis Gómez')).toEqual(['Denunciar']);
  });
});
