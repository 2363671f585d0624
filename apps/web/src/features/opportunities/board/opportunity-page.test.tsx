import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { opportunityFixture, renderAsGuest, roleFixture } from './board-fixture.tsx';
import { OpportunityScreen } from './opportunity-screen.tsx';

function Page({ viewer }: { viewer: 'talento' | 'agencia' | null }) {
  const { id = '' } = useParams();
  return <OpportunityScreen id={Number(id)} viewer={viewer} />;
}
const routes = (viewer: 'talento' | 'agencia' | null) => (
  <Routes>
    <Route path="/oportunidades/:id" element={<Page viewer={viewer} />} />
  </Routes>
);
const answer = (opportunity: Opportunity) => fakeApi(() => [200, opportunity]);
const role = (name: string) => screen.getByRole('region', { name });

describe('an opportunity’s page', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a visitor everything, each role’s requirements in words, and "log in to apply" but no apply', async () => {
    const calls = answer(opportunityFixture());
    renderAsGuest(routes(null), { route: '/oportunidades/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comercial de zapatillas' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/opportunities/7');
    const details = screen.getByRole('region', { name: 'Detalles' });
    expect(details.textContent).toContain('Bogotá, Colombia');
    expect(details.textContent).toContain('500–800 USD');
    expect(details.textContent).toContain('Desde el 3 de mayo de 2026');
    const runner = role('Corredora');
    expect(runner.textContent).toContain('Estatura165–180 cm');
    expect(runner.textContent).toContain('De 18 a 35 años');
    expect(runner.textContent).toContain('Español o Inglés');
    expect(runner.textContent).toContain('2 personas');
    expect(runner.textContent).toContain('Fotos · Un video');
    expect(within(runner).getByRole('listitem').textContent).toBe('¿Tienes experiencia corriendo?');
    expect(role('Ciclista').textContent).toContain('Sin requisitos de perfil.');
    expect(screen.queryByRole('link', { name: /Postular/ })).toBeNull();
    expect(within(runner).getByRole('link', { name: 'Inicia sesión para postular' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('complementary', { name: 'Cuidado con las estafas' }).textContent).toContain(
      'Vitrina nunca te pide dinero',
    );
    expect(screen.queryByRole('link', { name: /candidatos/ })).toBeNull();
  });

  it('offers a talent to apply to each role, or shows her application’s status, and which roles fit her', async () => {
    answer(
      opportunityFixture({
        fitsMe: true,
        roles: [
          roleFixture({ fitsMe: true, myApplication: null }),
          roleFixture({ id: 12, name: 'Ciclista', fitsMe: false, myApplication: { id: 5, status: 'viewed' } }),
        ],
      }),
    );
    renderAsUser(routes('talento'), { route: '/oportunidades/7', self: selfFixture({ type: 'talento' }) });
    const apply = await screen.findByRole('link', { name: 'Postular a «Corredora»' });
    expect(apply.getAttribute('href')).toBe('/oportunidades/7/papeles/11/postular');
    expect(within(role('Corredora')).getByText('Encaja con tu perfil')).toBeTruthy();
    expect(within(role('Ciclista')).queryByRole('link', { name: /Postular/ })).toBeNull();
    expect(within(role('Ciclista')).getByRole('link', { name: 'Tu postulación: Vista' }).getAttribute('href')).toBe(
      '/postulaciones',
    );
    expect(screen.queryByText('Inicia sesión para postular')).toBeNull();
  });

  it('once closed, nobody is offered to apply', async () => {
    answer(opportunityFixture({ state: 'closed', closeReason: 'closed' }));
    renderAsUser(routes('talento'), { route: '/oportunidades/7', self: selfFixture({ type: 'talento' }) });
    expect(await screen.findByText('Esta oportunidad ya no recibe postulaciones: cerrada.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Postular/ })).toBeNull();
  });

  it('gives its owner the way to edit it and to each role’s candidates, with their count', async () => {
    answer(
      opportunityFixture({
        isOwner: true,
        roles: [roleFixture({ applicantsCount: 12 }), roleFixture({ id: 12, name: 'Ciclista', applicantsCount: 1 })],
      }),
    );
    renderAsUser(routes('agencia'), { route: '/oportunidades/7', self: selfFixture({ type: 'agencia' }) });
    const edit = await screen.findByRole('link', { name: 'Editar la oportunidad' });
    expect(edit.getAttribute('href')).toBe('/oportunidades/7/editar');
    const runner = within(role('Corredora')).getByRole('link', { name: 'Ver 12 candidatos (Corredora)' });
    expect(runner.getAttribute('href')).toBe('/oportunidades/7/papeles/11/candidatos');
    expect(within(role('Ciclista')).getByRole('link', { name: 'Ver 1 candidato (Ciclista)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Postular/ })).toBeNull();
  });

  it('another agency sees neither apply nor candidates', async () => {
    answer(opportunityFixture());
    renderAsUser(routes('agencia'), { route: '/oportunidades/7', self: selfFixture({ type: 'agencia' }) });
    await screen.findByRole('heading', { level: 1, name: 'Comercial de zapatillas' });
    expect(within(role('Corredora')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar la oportunidad' })).toBeNull();
  });

  it('answers the API’s 404 with the not-found page', async () => {
    fakeApi(() => [404, { error: 'not_found', message: 'No encontrado', errors: [] }]);
    renderAsGuest(routes(null), { route: '/oportunidades/99' });
    expect(await screen.findByRole('heading', { name: 'Esta oportunidad no está disponible' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('copies its link where the device has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    answer(opportunityFixture());
    renderAsGuest(routes(null), { route: '/oportunidades/7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Enlace copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/o/7`);
  });

  it('speaks English', async () => {
    await useLanguage('en');
    answer(opportunityFixture({ pay: null }));
    renderAsGuest(routes(null), { route: '/oportunidades/7' });
    const runner = await screen.findByRole('region', { name: 'Corredora' });
    expect(runner.textContent).toContain('Height165–180 cm');
    expect(runner.textContent).toContain('18 to 35 years old');
    expect(runner.textContent).toContain('Spanish or English');
    expect(within(runner).getByRole('link', { name: 'Log in to apply' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('Pay shown when logged in');
    expect(screen.getByRole('complementary', { name: 'Beware of scams' }).textContent).toContain(
      'Vitrina never asks you for money',
    );
  });
});
