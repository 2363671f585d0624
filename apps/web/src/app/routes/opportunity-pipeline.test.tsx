import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ageRanges,
  availabilityAudiences,
  availabilityDays,
  availabilityKinds,
  scoutingFields,
} from '@vitrina/contract/scouting-fields';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { pipelineServer } from '@/test/pipeline-fixture.ts';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import OpportunityPipelineRoute from './opportunity-pipeline.tsx';

const table = {
  fields: scoutingFields,
  ageRanges,
  availability: { kinds: availabilityKinds, audiences: availabilityAudiences, days: availabilityDays },
};
const extra = (call: FakeCall): [number, unknown] | undefined => {
  if (call.path.startsWith('/scouting/fields')) return [200, table];
  if (call.path.startsWith('/shortlists/compare')) return [200, []];
  if (call.path.includes('/applicants.csv')) return [200, 'name\n'];
  return undefined;
};

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}
function renderRoute(route = '/oportunidades/5/papeles/7/candidatos') {
  return renderAsUser(
    <>
      <Routes>
        <Route path="/oportunidades/:id/papeles/:roleId/candidatos" element={<OpportunityPipelineRoute />} />
      </Routes>
      <Where />
    </>,
    { route, self: selfFixture({ type: 'agencia', country: 'MX' }) },
  );
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const applicantCalls = (calls: FakeCall[]) => calls.filter((call) => call.path.includes('/roles/7/applicants?'));

describe('the pipeline screen', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('puts the scouting filters in the address and asks for the applicants with them', async () => {
    const calls = fakeApi(pipelineServer(extra));
    renderRoute('/oportunidades/5/papeles/7/candidatos?filing=yes');
    const filters = within(await screen.findByRole('complementary', { name: 'Filtros' }));
    fireEvent.click(await filters.findByRole('checkbox', { name: /^Fotos/ }));
    await waitFor(() => expect(where().get('has')).toBe('photos'));
    expect(where().get('filing')).toBe('yes');
    await waitFor(() => expect(applicantCalls(calls).at(-1)?.path).toContain('has=photos'));
    expect(applicantCalls(calls).at(-1)?.path).toContain('filing=yes');
    expect(await screen.findByRole('list', { name: 'Filtros aplicados' })).toBeTruthy();
  });

  it('is titled by the role and its opportunity', async () => {
    fakeApi(pipelineServer(extra));
    renderRoute();
    await waitFor(() => expect(document.title).toBe('Candidatos a «Protagonista» · Anuncio de verano · Vitrina'));
  });

  it('keeps the filters when the filing changes', async () => {
    fakeApi(pipelineServer(extra));
    renderRoute('/oportunidades/5/papeles/7/candidatos?has=videos&page=2');
    fireEvent.click(await screen.findByRole('tab', { name: /^Audición/ }));
    await waitFor(() => expect(where().get('filing')).toBe('audition'));
    expect(where().get('has')).toBe('videos');
    expect(where().get('page')).toBeNull();
  });

  it('compares the ticked applicants by their talent ids', async () => {
    const calls = fakeApi(pipelineServer(extra));
    renderRoute();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Talento 101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Talento 102' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comparar (2)' }));
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/shortlists/compare'))).toBe(true));
    const compare = calls.find((call) => call.path.startsWith('/shortlists/compare'))!;
    expect(new URL(compare.path, 'http://x').searchParams.get('ids')).toBe('101,102');
  });

  it('downloads the filing shown, with its filters, as a file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const calls = fakeApi(pipelineServer(extra));
    renderRoute('/oportunidades/5/papeles/7/candidatos?filing=no&has=photos&page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const file = calls.find((call) => call.path.includes('/applicants.csv'))!;
    expect(file.path).toBe('/opportunities/5/roles/7/applicants.csv?filing=no&has=photos');
  });
});
