import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ApplyPage } from './apply-page.tsx';
import { applicationFixture, opportunityFixture, selfTapeFixture } from './applying-fixture.ts';

const base = '/opportunities/7/roles/11/application';
const uploadId = 'a'.repeat(32);

describe('her sent application', () => {
  installFakeXhr();
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows its status, and withdraws only once she confirms (es)', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => {
      if (call.path === '/opportunities/7') return [200, opportunityFixture()];
      if (call.path === `${base}/withdraw`)
        return [200, applicationFixture({ status: 'withdrawn', canEdit: false, canWithdraw: false })];
      return [200, applicationFixture({ status: 'viewed' })];
    });
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    expect(await screen.findByRole('heading', { name: 'Tu postulación' })).toBeTruthy();
    expect(screen.getByText('Vista')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar archivos' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retirar postulación' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Retirar tu postulación?' });
    expect(calls.some((call) => call.path.endsWith('/withdraw'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantenerla' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/withdraw'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retirar postulación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, retirarla' }));
    expect(await screen.findByText('Retirada')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.path === `${base}/withdraw`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retirar postulación' })).toBeNull();
  });

  it('opens the form to update its files and saves them without sending again (en)', async () => {
    await useLanguage('en');
    const calls = fakeApi((call) => {
      if (call.path === '/opportunities/7') return [200, opportunityFixture()];
      return [200, applicationFixture()];
    });
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update files' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Retrato' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ items: [] });
    expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('uploads a requested self-tape and sends its upload id to the self-tape (es)', async () => {
    await useLanguage('es');
    const tape = selfTapeFixture();
    const calls = fakeApi((call) => {
      if (call.path === '/opportunities/7') return [200, opportunityFixture()];
      if (call.path === '/posts/aws-url')
        return [200, { url: `/uploads/${uploadId}`, filename: uploadId, method: 'PUT', expiresAt: '', maxBytes: 1 }];
      if (call.path === '/self-tapes/90')
        return [
          200,
          {
            ...tape,
            submittedAt: '2026-01-03T10:00:00.000Z',
            video: { status: 'processing', url: null, posterUrl: null },
          },
        ];
      return [200, applicationFixture({ status: 'self_tape_requested', selfTapes: [tape] })];
    });
    renderAsUser(<ApplyPage opportunityId={7} roleId={11} />);
    expect(await screen.findByText('Self-tape pedido', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('Lee la escena 2 mirando a cámara.')).toBeTruthy();

    const file = new File([new Uint8Array(4096)], 'toma.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Subir mi self-tape'), { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe(`/uploads/${uploadId}`);
    await act(async () => FakeXhr.sent[0]!.respond(200));
    expect(await screen.findByText('Estamos procesando tu video…')).toBeTruthy();
    expect(calls.find((call) => call.path === '/self-tapes/90')).toMatchObject({
      method: 'PUT',
      body: { filename: uploadId },
    });
    expect(screen.queryByLabelText('Subir mi self-tape')).toBeNull();
  });
});
