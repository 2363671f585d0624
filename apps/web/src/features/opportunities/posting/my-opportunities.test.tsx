import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { MyOpportunitiesPage } from './my-opportunities-page.tsx';
import { myRowFixture, opportunityFixture } from './posting-fixture.ts';

const agency = selfFixture({ type: 'agencia', nombre: 'Luz', fullname: 'Agencia Luz' });
const rows = [
  myRowFixture({ id: 1, title: 'Borrador de otoño', state: 'draft' }),
  myRowFixture({ id: 2, title: 'Casting de verano', state: 'open', applicantsCount: 12, unfiledCount: 4 }),
];

function answer(call: FakeCall): [number, unknown] {
  if (call.method === 'GET' && call.path.startsWith('/opportunities/mine')) return [200, { rows, count: 2 }];
  if (call.method === 'GET') return [200, opportunityFixture({ id: 2, state: 'open' })];
  if (call.method === 'DELETE') return [204, undefined];
  return [200, opportunityFixture()];
}

const card = (title: string) => screen.getByRole('article', { name: title });
const sent = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('my opportunities', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every state with its counts, filters and a button to write a new one', async () => {
    await useLanguage('es');
    const calls = fakeApi(answer);
    renderAsUser(<MyOpportunitiesPage />, { self: agency, route: '/mis-oportunidades' });
    const open = await screen.findByRole('article', { name: 'Casting de verano' });
    expect(open.textContent).toContain('12 postulaciones · 4 sin revisar');
    expect(within(open).getByText('Abierta')).toBeTruthy();
    expect(calls[0]?.path).toBe('/opportunities/mine?page=1');
    const filter = screen.getByRole('navigation', { name: 'Filtrar por estado' });
    expect(within(filter).getByRole('link', { name: 'Abierta' }).getAttribute('href')).toBe(
      '/mis-oportunidades?estado=open',
    );
    expect(screen.getByRole('link', { name: 'Nueva oportunidad' }).getAttribute('href')).toBe('/oportunidades/nueva');
    expect(within(card('Borrador de otoño')).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/oportunidades/1/editar',
    );
  });

  it('asks only for the state in the address', async () => {
    await useLanguage('es');
    const calls = fakeApi(answer);
    renderAsUser(<MyOpportunitiesPage />, { self: agency, route: '/mis-oportunidades?estado=draft&page=2' });
    await screen.findByRole('article', { name: 'Borrador de otoño' });
    expect(calls[0]?.path).toBe('/opportunities/mine?state=draft&page=2');
  });

  it('publishes and deletes a draft, closes and cancels an open one, each at its own address', async () => {
    await useLanguage('es');
    const calls = fakeApi(answer);
    renderAsUser(<MyOpportunitiesPage />, { self: agency });
    await screen.findByRole('article', { name: 'Borrador de otoño' });

    fireEvent.click(within(card('Borrador de otoño')).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sent(calls)).toEqual(['POST /opportunities/1/publish']));

    fireEvent.click(within(card('Borrador de otoño')).getByRole('button', { name: 'Borrar' }));
    const remove = await screen.findByRole('alertdialog', { name: '¿Borrar el borrador «Borrador de otoño»?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(sent(calls)).toContain('DELETE /opportunities/1'));

    fireEvent.click(within(card('Casting de verano')).getByRole('button', { name: 'Cerrar la convocatoria' }));
    const close = await screen.findByRole('alertdialog', { name: '¿Cerrar «Casting de verano»?' });
    fireEvent.click(within(close).getByRole('button', { name: 'Sí, cerrarla' }));
    await waitFor(() => expect(sent(calls)).toContain('POST /opportunities/2/close'));

    fireEvent.click(within(card('Casting de verano')).getByRole('button', { name: 'Cancelar la oportunidad' }));
    const cancel = await screen.findByRole('alertdialog', { name: '¿Cancelar «Casting de verano»?' });
    expect(cancel.textContent).toContain('Avisaremos a todas las personas que se postularon');
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar la oportunidad' }));
    await waitFor(() => expect(sent(calls)).toContain('POST /opportunities/2/cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the confirmation open with the reason when the call fails, in English', async () => {
    await useLanguage('en');
    fakeApi((call) =>
      call.path.endsWith('/cancel')
        ? [409, { error: 'opportunity_not_open', message: errorCatalogue.opportunity_not_open.en }]
        : answer(call),
    );
    renderAsUser(<MyOpportunitiesPage />, { self: agency });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Casting de verano' })).getByRole('button', {
        name: 'Cancel the opportunity',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel “Casting de verano”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the opportunity' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorCatalogue.opportunity_not_open.en);
  });

  it('says on the draft why it could not be published', async () => {
    await useLanguage('es');
    fakeApi((call) =>
      call.path.endsWith('/publish')
        ? [409, { error: 'opportunity_open_limit', message: errorCatalogue.opportunity_open_limit.es }]
        : answer(call),
    );
    renderAsUser(<MyOpportunitiesPage />, { self: agency });
    const draft = await screen.findByRole('article', { name: 'Borrador de otoño' });
    fireEvent.click(within(draft).getByRole('button', { name: 'Publicar' }));
    expect((await within(draft).findByRole('alert')).textContent).toBe(errorCatalogue.opportunity_open_limit.es);
  });

  it('links each role of an opportunity to its candidates', async () => {
    await useLanguage('es');
    fakeApi(answer);
    renderAsUser(<MyOpportunitiesPage />, { self: agency });
    const open = await screen.findByRole('article', { name: 'Casting de verano' });
    fireEvent.click(within(open).getByRole('button', { name: 'Candidatos por papel' }));
    const link = await within(open).findByRole('link', { name: 'Protagonista: 3 candidatos' });
    expect(link.getAttribute('href')).toBe('/oportunidades/2/papeles/5/candidatos');
  });

  it('tells a talent the page is for agencies and asks for nothing', async () => {
    await useLanguage('en');
    const calls = fakeApi(answer);
    renderAsUser(<MyOpportunitiesPage />);
    expect(screen.getByText('This page is for agencies')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
