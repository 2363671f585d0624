import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { ApplyPage } from './apply-page.tsx';
import { applicationFixture, opportunityFixture, photoMedia } from './applying-fixture.ts';

const base = '/opportunities/7/roles/11/application';

/** The role, no application yet, two published photos; `more` answers the rest. */
function api(more: (call: FakeCall) => [number, unknown] | undefined = () => undefined) {
  return fakeApi((call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.path === '/opportunities/7') return [200, opportunityFixture()];
    if (call.method === 'GET' && call.path === base) return [404, { error: 'not_found', message: '', errors: [] }];
    if (call.path.startsWith('/posts/user/ana/PHOTO/type'))
      return [200, { rows: [photoMedia(21, 'a.jpg'), photoMedia(22, 'b.jpg')], count: 2 }];
    if (call.method === 'PUT' && call.path === base) return [200, applicationFixture({ status: 'draft' })];
    return [500, { error: 'internal', message: '', errors: [] }];
  });
}

const checklistItems = () =>
  within(screen.getByRole('region', { name: /pide el papel|asks for/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function choosePhoto(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: /Elegir de mi perfil|Choose from my profile/ }));
  const dialog = await screen.findByRole('dialog');
  const photos = await within(dialog).findAllByRole('button', { pressed: false, name: name });
  fireEvent.click(photos[0]!);
  fireEvent.click(within(dialog).getByRole('button', { name: /Listo|Done/ }));
}

describe('applying to a role', () => {
  installFakeXhr();
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('ticks the checklist as items are added, and saves the draft with the right body (es)', async () => {
    await useLanguage('es');
    const calls = api();
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    expect(await screen.findByRole('heading', { name: 'Postularte a «Bailarina principal»' })).toBeTruthy();
    expect(checklistItems()).toEqual(['Fotosfalta', 'Una carta de presentaciónfalta']);
    expect(screen.getByText('Faltan 2 cosas.')).toBeTruthy();

    await choosePhoto(/a\.jpg/);
    expect(checklistItems()).toEqual(['Fotoslisto', 'Una carta de presentaciónfalta']);
    fireEvent.change(screen.getByLabelText('Carta de presentación'), { target: { value: 'Hola, soy Ana.' } });
    expect(screen.getByText('14 de 500 caracteres')).toBeTruthy();
    expect(screen.getByText('Tu postulación lleva todo lo que pide el papel.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('¿Tienes pasaporte?'), { target: { value: 'Sí' } });
    expect(screen.getByText('Nunca pagues por postularte')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado. Lo encontrarás aquí cuando vuelvas.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      items: [{ postFileId: 21, primary: true }],
      coverNote: 'Hola, soy Ana.',
      answers: ['Sí'],
    });
    expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('brings her draft back, and saving it again keeps its items by id (en)', async () => {
    await useLanguage('en');
    const calls = api((call) =>
      call.method === 'GET' && call.path === base ? [200, applicationFixture({ status: 'draft' })] : undefined,
    );
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    expect(((await screen.findByLabelText('Cover note')) as HTMLTextAreaElement).value).toBe('Hola, soy Ana.');
    expect(screen.getByText('Retrato')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ items: [{ itemId: 5, primary: true }] });
  });

  it('uploads a new video for this application only, shown as processing once saved (es)', async () => {
    await useLanguage('es');
    const uploadId = 'b'.repeat(32);
    const video = { id: 8, kind: 'video' as const, url: '', thumbUrl: null, name: '', primary: true, ready: false };
    const calls = api((call) => {
      if (call.path === '/posts/aws-url')
        return [200, { url: `/uploads/${uploadId}`, filename: uploadId, method: 'PUT', expiresAt: '', maxBytes: 1 }];
      if (call.method === 'PUT' && call.path === base)
        return [200, applicationFixture({ status: 'draft', items: [video] })];
      return undefined;
    });
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    const file = new File([new Uint8Array(4096)], 'escena.mp4', { type: 'video/mp4' });
    fireEvent.change(await screen.findByLabelText('Subir un archivo nuevo'), { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.respond(200));
    expect(await screen.findByText('escena.mp4')).toBeTruthy();
    expect(screen.queryByText(/procesando/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(/procesando: la agencia lo verá cuando esté listo/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      items: [{ upload: uploadId, primary: true }],
    });
  });

  for (const lang of ['es', 'en'] as const) {
    it(`shows the refusals of a send at their fields (${lang})`, async () => {
      await useLanguage(lang);
      let refusal: [number, unknown] = [
        400,
        {
          error: 'application_incomplete',
          message: '',
          errors: [{ field: 'coverNote', code: 'application_incomplete', message: '' }],
        },
      ];
      const calls = api((call) => (call.path.endsWith('/submit') ? refusal : undefined));
      renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
      const send = await screen.findByRole('button', {
        name: lang === 'es' ? 'Enviar postulación' : 'Send application',
      });
      fireEvent.click(send);
      const note = screen.getByLabelText(lang === 'es' ? 'Carta de presentación' : 'Cover note');
      const incomplete =
        lang === 'es'
          ? 'A la postulación le falta algo que el papel pide.'
          : 'The application is missing something the role asks for.';
      await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(note.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
        incomplete,
      );
      expect(calls.filter((call) => call.path.endsWith('/submit'))).toHaveLength(1);

      refusal = [400, { error: 'application_answers', message: '', errors: [] }];
      fireEvent.click(send);
      const answer = screen.getByLabelText('¿Tienes pasaporte?');
      await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
      expect(
        screen.getByText(lang === 'es' ? 'Responde cada pregunta del papel.' : 'Answer each of the role’s questions.'),
      ).toBeTruthy();
      expect(note.getAttribute('aria-invalid')).toBeNull();

      refusal = [403, { error: 'application_minor_age', message: '', errors: [] }];
      fireEvent.click(send);
      expect(
        await screen.findByText(lang === 'es' ? 'Este papel es para otra edad.' : 'This role is for a different age.'),
      ).toBeTruthy();

      refusal = [409, { error: 'opportunity_deadline_passed', message: '', errors: [] }];
      fireEvent.click(send);
      expect(
        await screen.findByText(
          lang === 'es' ? 'El plazo para postularse ya terminó.' : 'The deadline to apply has passed.',
        ),
      ).toBeTruthy();
    });
  }

  it('tells an agency that applying is for talents, and asks nothing about an application', async () => {
    await useLanguage('es');
    const calls = api();
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />, { self: selfFixture({ type: 'agencia' }) });
    expect(screen.getByText(/Postularse es para talentos/)).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/application'))).toBe(false);
  });
});
