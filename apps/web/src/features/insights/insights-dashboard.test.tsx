import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightPeriod, Insights } from '@vitrina/contract/insights';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import * as barChart from './bar-chart.tsx';
import { InsightsDashboard } from './insights-dashboard.tsx';

// The canvas is Chart.js's business (happy-dom draws nothing): the stand-in shows what it was handed.
function ChartStandIn({ series, description }: Parameters<typeof barChart.default>[0]) {
  return (
    <div role="img" aria-label={description} data-series={JSON.stringify(series.map((s) => [s.label, s.values]))} />
  );
}

const day = (offset: number) => new Date(Date.UTC(2026, 2, 10 + offset)).toISOString().slice(0, 10);

function insightsFixture(days: InsightPeriod, overrides: Partial<Insights> = {}): Insights {
  const daily = Array.from({ length: days }, (_, index) => ({
    day: day(index - days + 1),
    profileViews: { agency: index % 2, talent: index % 3, visitor: index === days - 1 ? 4 : 0 },
    postViews: 1,
    photoViews: 2,
    followersGained: index % 4 === 0 ? 1 : 0,
    followersLost: index === 1 ? 1 : 0,
  }));
  const sum = (pick: (entry: (typeof daily)[number]) => number) => daily.reduce((total, e) => total + pick(e), 0);
  return {
    days,
    from: daily[0]!.day,
    to: daily.at(-1)!.day,
    daily,
    totals: {
      profileViews: {
        agency: sum((e) => e.profileViews.agency),
        talent: sum((e) => e.profileViews.talent),
        visitor: sum((e) => e.profileViews.visitor),
      },
      previousProfileViews: 4,
      postViews: sum((e) => e.postViews),
      photoViews: sum((e) => e.photoViews),
      followersGained: sum((e) => e.followersGained),
      followersLost: sum((e) => e.followersLost),
    },
    sources: [
      { source: 'feed', views: 3 },
      { source: 'explore', views: 1 },
      { source: 'search', views: 0 },
      { source: 'link', views: 4 },
      { source: 'direct', views: 0 },
    ],
    topPosts: [{ id: 41, text: 'Ensayo general en el teatro', image: 'ensayo.jpg', views: 12, photoViews: 30 }],
    agencies: [
      {
        name: 'Estrella Casting',
        profile_url: 'estrella',
        image: 'estrella.jpg',
        country: 'MX',
        views: 2,
        lastDay: day(0),
      },
    ],
    privateAgencies: [
      { country: 'ES', agencies: 1 },
      { country: 'AR', agencies: 3 },
    ],
    ...overrides,
  };
}

const emptyInsights = (days: InsightPeriod): Insights => {
  const full = insightsFixture(days);
  return {
    ...full,
    daily: full.daily.map((entry) => ({
      ...entry,
      profileViews: { agency: 0, talent: 0, visitor: 0 },
      postViews: 0,
      photoViews: 0,
      followersGained: 0,
      followersLost: 0,
    })),
    totals: {
      profileViews: { agency: 0, talent: 0, visitor: 0 },
      previousProfileViews: 0,
      postViews: 0,
      photoViews: 0,
      followersGained: 0,
      followersLost: 0,
    },
    sources: full.sources.map((entry) => ({ ...entry, views: 0 })),
    topPosts: [],
    agencies: [],
    privateAgencies: [],
  };
};

function Dashboard({ profileHref = '/profile/ana' }: { profileHref?: string | null }) {
  const [days, setDays] = useState<InsightPeriod>(30);
  return <InsightsDashboard days={days} onDays={setDays} profileHref={profileHref} />;
}

const answerWith = (make: (days: InsightPeriod) => Insights) =>
  fakeApi(({ path }) => {
    const days = Number(new URLSearchParams(path.split('?')[1]).get('days')) as InsightPeriod;
    return [200, make(days)];
  });

describe('the insights dashboard', () => {
  beforeEach(() => {
    vi.spyOn(barChart, 'default').mockImplementation(ChartStandIn);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('in Spanish', () => {
    beforeEach(() => useLanguage('es'));

    it('shows the period’s figures: views against the period before, posts, photos, followers', async () => {
      answerWith((days) => insightsFixture(days));
      renderWithProviders(<Dashboard />);
      await screen.findByText('Visitas a publicaciones', {}, { timeout: 5000 });
      const summary = screen.getByLabelText('Resumen del periodo');
      const totals = insightsFixture(30).totals;
      const views = totals.profileViews.agency + totals.profileViews.talent + totals.profileViews.visitor;
      expect(within(summary).getByText('Visitas al perfil').nextElementSibling!.textContent).toBe(String(views));
      // 4 views before, `views` now.
      expect(
        within(summary).getByText(`+${Math.round(((views - 4) / 4) * 100)} % respecto a los 30 días anteriores`),
      ).toBeTruthy();
      expect(within(summary).getByText('Visitas a publicaciones').nextElementSibling!.textContent).toBe('30');
      expect(within(summary).getByText('Fotos vistas').nextElementSibling!.textContent).toBe('60');
      expect(within(summary).getByText('Seguidores nuevos').nextElementSibling!.textContent).toBe(
        String(totals.followersGained),
      );
      expect(within(summary).getByText('Dejaron de seguirte').nextElementSibling!.textContent).toBe('1');
      expect(screen.getByRole('img', { name: /Gráfico de barras apiladas: visitas a tu perfil/ })).toBeTruthy();
    });

    it('shows each chart’s figures as a table with a caption, the same as the chart’s', async () => {
      answerWith((days) => insightsFixture(days));
      renderWithProviders(<Dashboard />);
      const card = (await screen.findByRole('heading', { name: 'Visitas al perfil por día' })).closest('section')!;
      const chart = within(card).getByRole('img');
      const series = JSON.parse(chart.getAttribute('data-series')!) as [string, number[]][];
      expect(series.map(([label]) => label)).toEqual(['Agencias', 'Talentos', 'Visitantes']);

      fireEvent.click(within(card).getByRole('button', { name: 'Ver como tabla' }));
      const table = within(card).getByRole('table', {
        name: 'Visitas a tu perfil por día y por público, últimos 30 días',
      });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(30);
      const cells = rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => Number(cell.textContent)),
      );
      series.forEach(([, values], column) => expect(cells.map((row) => row[column])).toEqual(values));
      // The last column adds the audiences up.
      expect(cells.map((row) => row[3])).toEqual(cells.map((row) => row[0]! + row[1]! + row[2]!));
      expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('9 de febrero de 2026');

      fireEvent.click(within(card).getByRole('button', { name: 'Ver como gráfico' }));
      expect(within(card).queryByRole('table')).toBeNull();
    });

    it('names the agencies that allow it and counts those browsing privately by country, with no day', async () => {
      answerWith((days) => insightsFixture(days));
      renderWithProviders(<Dashboard />);
      const list = (await screen.findByRole('heading', { name: 'Agencias que te vieron' })).closest('section')!;
      expect(within(list).getByText('Estrella Casting')).toBeTruthy();
      expect(within(list).getByRole('link', { name: 'Escribir a Estrella Casting' }).getAttribute('href')).toBe(
        '/conversaciones/estrella',
      );
      expect(within(list).getByText('Una agencia en España')).toBeTruthy();
      expect(within(list).getByText('3 agencias en Argentina')).toBeTruthy();
      expect(within(list).getAllByRole('link')).toHaveLength(1);
      expect(within(list).getAllByText(/Última visita/)).toHaveLength(1);
      const top = screen.getByRole('heading', { name: 'Tus publicaciones más vistas' }).closest('section')!;
      expect(within(top).getByRole('link', { name: 'Ensayo general en el teatro' }).getAttribute('href')).toBe(
        '/noticias/41',
      );
      expect(within(top).getByText('12 visitas')).toBeTruthy();
      expect(within(top).getByText('30 fotos vistas')).toBeTruthy();
    });

    it('asks for 7, 30 and 90 days as the period switches', async () => {
      const calls = answerWith((days) => insightsFixture(days));
      renderWithProviders(<Dashboard />);
      await screen.findByText('Estrella Casting', {}, { timeout: 5000 });
      const periods = screen.getByRole('group', { name: 'Periodo' });
      expect(within(periods).getByRole('button', { name: '30 días' }).getAttribute('aria-pressed')).toBe('true');
      await act(async () => fireEvent.click(within(periods).getByRole('button', { name: '7 días' })));
      await waitFor(() => expect(screen.getByText(/respecto a los 7 días anteriores/)).toBeTruthy());
      expect(within(periods).getByRole('button', { name: '7 días' }).getAttribute('aria-pressed')).toBe('true');
      await act(async () => fireEvent.click(within(periods).getByRole('button', { name: '90 días' })));
      await waitFor(() => expect(screen.getByText(/respecto a los 90 días anteriores/)).toBeTruthy());
      expect(calls.map((call) => call.path)).toEqual(['/insights?days=30', '/insights?days=7', '/insights?days=90']);
    });

    it('explains what will appear while nothing has happened yet', async () => {
      answerWith((days) => emptyInsights(days));
      renderWithProviders(<Dashboard />);
      expect(await screen.findByText('Todavía no hay visitas en este periodo', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ver mi perfil' }).getAttribute('href')).toBe('/profile/ana');
      expect(screen.getByText(/Cuando una agencia mire tu perfil aparecerá aquí/)).toBeTruthy();
      expect(screen.getByText(/Aquí aparecerán las publicaciones que más se abren/)).toBeTruthy();
      expect(screen.getByText(/verás aquí si llegó desde las noticias/)).toBeTruthy();
    });

    it('says when the figures cannot be loaded, and tries again', async () => {
      let fail = true;
      fakeApi(() => (fail ? [500, { error: 'internal', message: '', errors: [] }] : [200, insightsFixture(30)]));
      renderWithProviders(<Dashboard />);
      expect(await screen.findByText('No pudimos cargar tus estadísticas.', {}, { timeout: 5000 })).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('Estrella Casting')).toBeTruthy();
    });
  });

  it('says "An agency in Spain" in English', async () => {
    await useLanguage('en');
    answerWith((days) => insightsFixture(days));
    renderWithProviders(<Dashboard />);
    const list = (await screen.findByRole('heading', { name: 'Agencies that looked at you' })).closest('section')!;
    expect(within(list).getByText('An agency in Spain')).toBeTruthy();
    expect(within(list).getByText('Estrella Casting')).toBeTruthy();
    expect(screen.getByRole('button', { name: '90 days' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show as table' })).toHaveLength(2);
  });
});
