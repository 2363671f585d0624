import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { PostComposer } from './post-composer.tsx';

const UPLOAD_ID = 'a'.repeat(32);

function Composer() {
  const text = useRef<HTMLTextAreaElement | null>(null);
  return <PostComposer author={{ fullname: 'Ana Pérez', profileImage: 'ana.jpg' }} textRef={text} />;
}

/** An API whose media/complete answers only when the test says so. */
function uploadApi(complete: [number, unknown] = [200, { filename: 'p.jpg', type: 'PHOTO' }]) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls = fakeApi(async (call) => {
    if (call.path === '/posts/aws-url') {
      return [200, { url: `/uploads/${UPLOAD_ID}`, filename: UPLOAD_ID, method: 'PUT', expiresAt: '', maxBytes: 1 }];
    }
    if (call.path === '/media/complete') {
      await held;
      return complete;
    }
    if (call.path === '/posts') return [200, postFixture({ id: 50, isOwner: true })];
    return [404, { error: 'not_found', message: '', errors: [] }];
  });
  return { calls, release: () => act(async () => release()) };
}

const submit = () => screen.getByRole('button', { name: 'Publicar' }) as HTMLButtonElement;
const posts = (calls: FakeCall[]) => calls.filter((call) => call.path === '/posts');
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
// The photo and file pickers load with their tab's first showing (lazy): find, not get.
const choose = async (label: string, files: File[]) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { files } });

describe('PostComposer', () => {
  installFakeXhr();
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('has four accessible tabs; the arrows move between them', () => {
    fakeApi(() => [500, {}]);
    renderAsUser(<Composer />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Publicación', 'Fotos', 'Video', 'Archivo']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Fotos' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Fotos' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Archivo' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refuses an empty post with the contract’s text and sends nothing', async () => {
    const calls = fakeApi(() => [500, {}]);
    renderAsUser(<Composer />);
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Escribe algo o añade una foto, un video o un archivo.')).toBeTruthy();
    expect(screen.getByLabelText('Texto de la publicación').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('waits while a photo uploads (disabled button, the spec’s alert), then posts it with its description', async () => {
    const { calls, release } = uploadApi();
    renderAsUser(<Composer />);
    tab('Fotos');
    await choose('Elegir fotos', [new File([new Uint8Array(4096)], 'retrato.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ filename: 'retrato.jpg', type: 'image/jpeg', ext: 'jpg' });

    act(() => FakeXhr.sent[0]!.progress(50, 100));
    const row = screen.getByRole('listitem');
    expect(row.getAttribute('data-state')).toBe('active');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(row).getByText('Subiendo… 50 %')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    const wait = screen.getByText('Espera a que terminen de subirse las imágenes para publicar.');
    expect(submit().getAttribute('aria-describedby')).toBe(wait.closest('.alert')!.id);

    await act(async () => FakeXhr.sent[0]!.respond(200));
    expect(within(row).getByText('Procesando imagen...')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await release();
    await waitFor(() => expect(within(row).getByText('Imagen procesada correctamente')).toBeTruthy());
    expect(row.getAttribute('data-state')).toBe('success');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText('Espera a que terminen de subirse las imágenes para publicar.')).toBeNull();

    fireEvent.change(within(row).getByLabelText('Descripción breve (opcional)'), { target: { value: 'Mi retrato' } });
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      description: '',
      files: [{ filename: UPLOAD_ID, description: 'Mi retrato' }],
      videoUrl: '',
    });
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(screen.getByText('Publicado. Tu publicación ya está al principio de tus noticias.')).toBeTruthy();
  });

  it('files: the spec’s alert and notice while uploading; a refused file shows why and stops blocking', async () => {
    const refused = [415, { error: 'file_type', message: 'x', errors: [] }] as [number, unknown];
    const { calls, release } = uploadApi(refused);
    renderAsUser(<Composer />);
    tab('Archivo');
    await choose('Elegir archivos', [new File([new Uint8Array(2048)], 'cv.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Espera a que terminen de subirse los archivos para publicar.')).toBeTruthy();
    expect(screen.getByText('Subiendo archivos, espera un poco...')).toBeTruthy();

    await act(async () => FakeXhr.sent[0]!.respond(200));
    await release();
    const row = screen.getByRole('listitem');
    await waitFor(() => expect(row.getAttribute('data-state')).toBe('error'));
    expect(within(row).getByText(/Ese tipo de archivo no está permitido/)).toBeTruthy();
    expect(submit().disabled).toBe(false);
    // Nothing is ready: the post still needs text.
    await act(async () => fireEvent.click(submit()));
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Quitar cv.pdf' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('checks names and sizes before anything travels, and takes at most ten photos', async () => {
    const { calls } = uploadApi();
    renderAsUser(<Composer />);
    tab('Fotos');
    await choose('Elegir fotos', [
      new File([new Uint8Array(100)], 'mini.jpg', { type: 'image/jpeg' }),
      new File(['x'.repeat(2048)], 'notas.txt', { type: 'text/plain' }),
    ]);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['error', 'error']);
    expect(within(rows[0]!).getByText('El archivo debe pesar entre 1 KB y 10 MB.')).toBeTruthy();
    expect(calls).toEqual([]);

    const many = Array.from(
      { length: 11 },
      (_, i) => new File([new Uint8Array(2048)], `f${i}.png`, { type: 'image/png' }),
    );
    await choose('Elegir fotos', many);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Puedes añadir como máximo 10 fotos a una publicación.')).toBeTruthy();
  });

  it('previews a YouTube link on the privacy-enhanced player as soon as it is recognised', async () => {
    const calls = fakeApi(() => [200, postFixture({ id: 9 })]);
    renderAsUser(<Composer />);
    tab('Video');
    const link = await screen.findByLabelText('Enlace de YouTube');
    fireEvent.change(link, { target: { value: 'https://vimeo.com/12' } });
    expect(screen.queryByTitle('Vista previa del video')).toBeNull();
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText(/Pega un enlace de YouTube/)).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(link);
    expect(calls).toEqual([]);

    fireEvent.change(link, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir: Vista previa del video' }));
    const frame = screen.getByTitle('Vista previa del video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ description: '', files: [], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  });
});
