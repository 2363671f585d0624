import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { pipelineServer } from '@/test/pipeline-fixture.ts';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { PipelinePage } from './pipeline-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

const agency = selfFixture({ type: 'agencia' });
function renderPipeline(route = '/oportunidades/5/papeles/7/candidatos') {
  return renderAsUser(
    <>
      <PipelinePage opportunityId={5} roleId={7} />
      <Where />
    </>,
    { route, self: agency },
  );
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the pipeline page', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the role, the opportunity and each filing with its count', async () => {
    fakeApi(pipelineServer());
    renderPipeline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatos a «Protagonista»' })).toBeTruthy();
    expect(screen.getByText('Anuncio de verano')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Sin revisar 3 candidatos' })).toBeTruthy();
    expect(tab(/^Sí/).textContent).toContain('1');
    expect(tab(/^Elegido/).textContent).toContain('0');
    expect(tab(/^Sin revisar/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('checkbox', { name: /^Seleccionar a/ })).toHaveLength(3);
  });

  it('moves the ticked applicants to a filing and the counts follow', async () => {
    const calls = fakeApi(pipelineServer());
    renderPipeline();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Talento 103' }));
    expect(screen.getByText('2 seleccionados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mover a Sí' }));
    await waitFor(() => expect(tab(/^Sí/).textContent).toContain('3'));
    const filing = calls.find((call) => call.method === 'POST');
    expect(filing).toMatchObject({
      path: '/opportunities/5/roles/7/filings',
      body: { applicationIds: [1, 3], filing: 'yes' },
    });
    expect(tab(/^Sin revisar/).textContent).toContain('1');
    expect(await screen.findByText('2 candidatos movidos a Sí.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /^Seleccionar a/ })).toHaveLength(1);
  });

  it('ticks the whole page at once and moves it', async () => {
    const calls = fakeApi(pipelineServer());
    renderPipeline();
    await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 101' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos en esta página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mover a Audición' }));
    await waitFor(() => expect(tab(/^Audición/).textContent).toContain('3'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      applicationIds: [1, 2, 3],
      filing: 'audition',
    });
  });

  it('moves an applicant dragged onto a tab, and the ticked ones with her when she is ticked', async () => {
    const calls = fakeApi(pipelineServer());
    renderPipeline();
    const cardOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;
    await screen.findByRole('button', { name: 'Talento 102' });
    fireEvent.dragStart(cardOf('Talento 102'), { dataTransfer: { setData: () => undefined } });
    fireEvent.drop(tab(/^No/));
    await waitFor(() => expect(tab(/^No/).textContent).toContain('1'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ applicationIds: [2], filing: 'no' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Talento 101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Talento 103' }));
    fireEvent.dragStart(cardOf('Talento 103'), { dataTransfer: { setData: () => undefined } });
    fireEvent.drop(tab(/^Elegido/));
    await waitFor(() => expect(tab(/^Elegido/).textContent).toContain('2'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      applicationIds: [1, 3],
      filing: 'cast',
    });
  });

  it('moves nothing while nothing is ticked', async () => {
    const calls = fakeApi(pipelineServer());
    renderPipeline();
    await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 101' });
    fireEvent.click(screen.getByRole('button', { name: 'Mover a No' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('selects with the keyboard: the arrows move between ticks, Shift selects on the way', async () => {
    fakeApi(pipelineServer());
    renderPipeline();
    const first = await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 101' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('checkbox', { name: 'Seleccionar a Talento 102' });
    expect(document.activeElement).toBe(second);
    expect((second as HTMLInputElement).checked).toBe(false);
    fireEvent.keyDown(second, { key: 'ArrowDown', shiftKey: true });
    const third = screen.getByRole('checkbox', { name: 'Seleccionar a Talento 103' }) as HTMLInputElement;
    expect(document.activeElement).toBe(third);
    expect(third.checked).toBe(true);
    expect((second as HTMLInputElement).checked).toBe(true);
    expect((first as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2 seleccionados')).toBeTruthy();
  });

  it('switches filings with the arrow keys and keeps the filing in the address', async () => {
    fakeApi(pipelineServer());
    renderPipeline();
    const unfiled = await screen.findByRole('tab', { name: /^Sin revisar/ });
    unfiled.focus();
    fireEvent.keyDown(unfiled, { key: 'ArrowRight' });
    await waitFor(() => expect(where().get('filing')).toBe('yes'));
    expect(document.activeElement).toBe(tab(/^Sí/));
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 104' })).toBeTruthy();
    fireEvent.keyDown(tab(/^Sí/), { key: 'End' });
    await waitFor(() => expect(where().get('filing')).toBe('cast'));
  });

  it('opens on the filing and page the address names', async () => {
    const calls = fakeApi(pipelineServer());
    renderPipeline('/oportunidades/5/papeles/7/candidatos?filing=yes&page=2');
    await waitFor(() => expect(tab(/^Sí/).getAttribute('aria-selected')).toBe('true'));
    expect(calls.some((call) => call.path.endsWith('/applicants?filing=yes&page=2'))).toBe(true);
  });

  it('names the filings and counts in English too', async () => {
    await useLanguage('en');
    fakeApi(pipelineServer());
    renderPipeline();
    expect(await screen.findByRole('tab', { name: 'Unfiled 3 applicants' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Yes 1 applicant' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Unfiled: 3 applicants' })).toBeTruthy();
  });

  it('pages a long filing, each page keeping the filing and the filters', async () => {
    fakeApi(
      pipelineServer((call) =>
        call.path.includes('/applicants?')
          ? [200, { rows: [], count: 120, counts: { unfiled: 0, yes: 120, no: 0, audition: 0, cast: 0 }, facets: [] }]
          : undefined,
      ),
    );
    renderPipeline('/oportunidades/5/papeles/7/candidatos?filing=yes&has=photos');
    const pages = await screen.findByRole('navigation', { name: 'Páginas' });
    const third = within(pages).getByRole('link', { name: 'Página 3' });
    const href = new URLSearchParams(third.getAttribute('href')!.split('?')[1]);
    expect(Object.fromEntries(href)).toEqual({ filing: 'yes', has: 'photos', page: '3' });
    expect(within(pages).queryByRole('link', { name: 'Página 4' })).toBeNull();
  });

  it('shows the API’s refusal to anyone but the owner agency', async () => {
    fakeApi(() => [403, { error: 'opportunities_agencies_only', message: '', errors: [] }]);
    renderPipeline();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(errorCatalogue.opportunities_agencies_only.es)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
