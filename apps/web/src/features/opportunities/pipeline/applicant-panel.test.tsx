import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { pipelineServer } from '@/test/pipeline-fixture.ts';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { PipelinePage } from './pipeline-page.tsx';

const route = '/oportunidades/5/papeles/7/candidatos';
const dueError = (call: FakeCall): [number, unknown] | undefined =>
  call.path === '/applications/1/self-tapes'
    ? [400, { error: 'validation', message: '', errors: [{ field: 'dueAt', code: 'self_tape_due', message: '' }] }]
    : undefined;

async function openApplicant(extra?: (call: FakeCall) => [number, unknown] | undefined) {
  const calls = fakeApi(pipelineServer(extra));
  renderAsUser(<PipelinePage opportunityId={5} roleId={7} />, { route, self: selfFixture({ type: 'agencia' }) });
  fireEvent.click(await screen.findByRole('button', { name: 'Talento 101' }));
  const dialog = await screen.findByRole('dialog', { name: 'Talento 101' });
  await within(dialog).findByRole('heading', { name: /Lo que envió|What they sent/ });
  return { calls, dialog: within(dialog) };
}

describe('an applicant’s panel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what she sent, her answers beside their questions, and how to message her', async () => {
    await useLanguage('es');
    const { calls, dialog } = await openApplicant();
    expect(calls.some((call) => call.path === '/applications/1')).toBe(true);
    expect(dialog.getByRole('img', { name: 'a.jpg' })).toBeTruthy();
    expect(dialog.getByLabelText('b.mp4').tagName).toBe('VIDEO');
    expect(dialog.getByText('Me encantaría.')).toBeTruthy();
    expect(dialog.getByText('¿Hablas inglés?')).toBeTruthy();
    expect(dialog.getByText('Sí, con fluidez.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Enviar mensaje' }).getAttribute('href')).toBe(
      '/conversaciones/talento-101',
    );
  });

  it('saves the agency’s note and tags', async () => {
    await useLanguage('es');
    const { calls, dialog } = await openApplicant((call) =>
      call.method === 'PUT' ? [200, { note: 'Muy buena', tags: ['voz', 'baile'] }] : undefined,
    );
    fireEvent.change(dialog.getByLabelText('Nota'), { target: { value: 'Muy buena' } });
    fireEvent.change(dialog.getByLabelText('Etiquetas'), { target: { value: 'voz, baile,' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar nota' }));
    expect(await dialog.findByText('Nota guardada.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/applications/1/note',
      body: { note: 'Muy buena', tags: ['voz', 'baile'] },
    });
  });

  it.each(['es', 'en'] as const)('shows a self-tape deadline the server refuses at its field (%s)', async (lang) => {
    await useLanguage(lang);
    const { calls, dialog } = await openApplicant(dueError);
    const words = lang === 'es' ? ['Instrucciones', 'Plazo de entrega'] : ['Instructions', 'Due by'];
    fireEvent.change(dialog.getByLabelText(words[0]!), { target: { value: 'Lee la escena 2' } });
    fireEvent.change(dialog.getByLabelText(words[1]!), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(
      dialog.getByRole('button', { name: lang === 'es' ? 'Pedir el self-tape' : 'Request the self-tape' }),
    );
    const due = dialog.getByLabelText(words[1]!);
    await waitFor(() => expect(due.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(errorCatalogue.self_tape_due[lang])).toBeTruthy();
    expect(dialog.getByLabelText(words[0]!).getAttribute('aria-invalid')).toBeNull();
    expect(calls.find((call) => call.path === '/applications/1/self-tapes')?.body).toEqual({
      instructions: 'Lee la escena 2',
      dueAt: new Date('2020-01-01T10:00').toISOString(),
    });
  });

  it('shows instructions the server refuses at their field', async () => {
    await useLanguage('es');
    const { dialog } = await openApplicant((call) =>
      call.path === '/applications/1/self-tapes'
        ? [
            400,
            {
              error: 'validation',
              message: '',
              errors: [{ field: 'instructions', code: 'self_tape_instructions', message: '' }],
            },
          ]
        : undefined,
    );
    fireEvent.change(dialog.getByLabelText('Plazo de entrega'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pedir el self-tape' }));
    expect(await dialog.findByText(errorCatalogue.self_tape_instructions.es)).toBeTruthy();
    expect(dialog.getByLabelText('Instrucciones').getAttribute('aria-invalid')).toBe('true');
  });

  it('requests a self-tape and says so', async () => {
    await useLanguage('es');
    const tape = {
      id: 9,
      instructions: 'Lee la escena 2',
      dueAt: '2030-01-01T10:00:00.000Z',
      createdAt: '2026-11-28T10:00:00.000Z',
      video: null,
      submittedAt: null,
    };
    const { calls, dialog } = await openApplicant((call) =>
      call.path === '/applications/1/self-tapes' ? [200, tape] : undefined,
    );
    fireEvent.change(dialog.getByLabelText('Instrucciones'), { target: { value: 'Lee la escena 2' } });
    fireEvent.change(dialog.getByLabelText('Plazo de entrega'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pedir el self-tape' }));
    expect(await dialog.findByText(/^Self-tape pedido: le avisamos/)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/applications/1/self-tapes')).toHaveLength(1);
    expect((dialog.getByLabelText('Instrucciones') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for a deadline before sending a self-tape request', async () => {
    await useLanguage('en');
    const { calls, dialog } = await openApplicant();
    fireEvent.click(dialog.getByRole('button', { name: 'Request the self-tape' }));
    expect(await dialog.findByText(errorCatalogue.self_tape_due.en)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/self-tapes'))).toBe(false);
  });

  it('moves her to another filing from the panel', async () => {
    await useLanguage('es');
    const { calls, dialog } = await openApplicant();
    fireEvent.click(dialog.getByRole('button', { name: 'Audición' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ applicationIds: [1], filing: 'audition' }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Audición/ }).textContent).toContain('1'));
  });
});
