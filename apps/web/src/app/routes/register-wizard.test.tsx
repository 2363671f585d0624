import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { talentFixture } from '@/test/talent-fixture.ts';
import RegisterWizardPage from './register-wizard.tsx';

const jpeg = () => new File([new Uint8Array(4096)], 'yo.jpg', { type: 'image/jpeg' });
// The step records (PUT /users/wizard/step) are checked apart from the image calls.
const isStepRecord = (c: FakeCall) => c.path === '/users/wizard/step';
const api = (calls: FakeCall[]) => calls.filter((c) => !isStepRecord(c)).map((c) => `${c.method} ${c.path}`);
const stepsRecorded = (calls: FakeCall[]) => calls.filter(isStepRecord).map((c) => (c.body as { step: number }).step);

function renderWizard(route: string) {
  return renderAsUser(
    <Routes>
      <Route path="/register/wizard" element={<RegisterWizardPage />} />
      <Route path="/noticias" element={<p>Noticias</p>} />
      <Route path="/" element={<p>Portada</p>} />
    </Routes>,
    { route },
  );
}

/** The image calls answer as the server does; the bytes go through the fake XMLHttpRequest. */
function imageServer(extra: (call: FakeCall) => [number, unknown] | undefined = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/users/aws-url') {
      return [200, { url: `/uploads/incoming/3/${'a'.repeat(32)}?exp=1&sig=x`, filename: 'a'.repeat(32) }];
    }
    if (call.path === '/users/profile-image-url' || call.path === '/users/cover-image-url') {
      return [200, { token: 'new-token', image: 'profile_yo.jpg' }];
    }
    return [200, []];
  });
}

describe('/register/wizard', () => {
  installFakeXhr();
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('has one button that stores the chosen profile photo, "Next", which uploads it and moves on', async () => {
    const calls = imageServer();
    renderWizard('/register/wizard?paso=2');
    expect(screen.getByRole('heading', { name: 'Tu foto de perfil' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir imagen' })).toBeNull();
    expect(document.querySelectorAll('.button--primary')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Siguiente' }).className).toContain('button--primary');
    fireEvent.change(screen.getByLabelText('Elegir archivo'), { target: { files: [jpeg()] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    });
    // The person waits on the step while the bytes travel, with the uploader's progress.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Tu foto de perfil' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeTruthy();
    await act(async () => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tu foto de portada' })).toBeTruthy());
    expect(api(calls)).toEqual(['POST /users/aws-url', 'PUT /users/profile-image-url']);
    // Each step shown is kept on the server, where the feed's card resumes.
    expect(stepsRecorded(calls)).toEqual([2, 3]);
  });

  it('has no upload button of its own on the cover step either (en)', async () => {
    await useLanguage('en');
    imageServer();
    renderWizard('/register/wizard?paso=3');
    expect(screen.getByRole('heading', { name: 'Your cover photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' }).className).toContain('button--primary');
    await useLanguage('es');
  });

  it('leaving early waits for the step kept, reads the session again and goes to the start', async () => {
    const calls = imageServer();
    renderWizard('/register/wizard?paso=4');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Omitir por ahora' }));
    });
    await screen.findByText('Portada');
    expect(stepsRecorded(calls)).toEqual([4]);
  });

  it('stays on the step and says why when the chosen photo cannot be stored', async () => {
    imageServer((call) =>
      call.path === '/users/cover-image-url'
        ? [422, { error: 'image_unreadable', message: 'No pudimos leer la imagen.', errors: [] }]
        : undefined,
    );
    renderWizard('/register/wizard?paso=3');
    fireEvent.change(screen.getByLabelText('Elegir archivo'), { target: { files: [jpeg()] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No pudimos leer la imagen.'));
    expect(screen.getByRole('heading', { name: 'Tu foto de portada' })).toBeTruthy();
  });

  it('moves on at once when no photo was chosen', async () => {
    const calls = imageServer();
    renderWizard('/register/wizard?paso=2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tu foto de portada' })).toBeTruthy());
    expect(api(calls)).toEqual([]);
  });

  it('ends with talents to follow, each followed in one click, then goes to the news', async () => {
    const calls = imageServer((call) => {
      if (call.path === '/users/wizard') return [200, { token: 'wizard-token' }];
      if (call.path.startsWith('/users/suggestions')) {
        return [
          200,
          [talentFixture({ id: 51, fullname: 'Luz Marín' }), talentFixture({ id: 52, fullname: 'Teo Ruiz' })],
        ];
      }
      if (call.path === '/users/follow') return [200, { following: true, followersCount: 4 }];
      return undefined;
    });
    renderWizard('/register/wizard?paso=6');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    });
    await screen.findByRole('heading', { name: '¡Listo! Sigue a otros talentos' });
    expect(await screen.findByRole('link', { name: 'Luz Marín' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir a Luz Marín' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dejar de seguir a Luz Marín' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(calls.find((c) => c.path === '/users/follow')?.body).toEqual({ id: 51 });
    fireEvent.click(screen.getByRole('button', { name: 'Ir a mis noticias' }));
    await screen.findByText('Noticias');
  });
});
