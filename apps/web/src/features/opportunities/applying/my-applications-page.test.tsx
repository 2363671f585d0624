import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyApplicationRow } from '@vitrina/contract/applications';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { applicationFixture } from './applying-fixture.ts';
import { MyApplicationsPage } from './my-applications-page.tsx';

function row(id: number, status: MyApplicationRow['status'], closeReason: MyApplicationRow['closeReason'] = null) {
  const { items: _items, answers: _answers, selfTapes: _tapes, coverNote: _note, ...rest } = applicationFixture();
  return { ...rest, id, status, closeReason };
}

const rows = [
  row(1, 'draft'),
  row(2, 'in_consideration'),
  row(3, 'cast'),
  row(4, 'not_selected', 'cancelled'),
  row(5, 'self_tape_requested'),
];

const words = {
  es: ['Borrador', 'En consideración', '¡Elegido!', 'No seleccionado', 'Self-tape pedido'],
  en: ['Draft', 'In consideration', 'Cast!', 'Not selected', 'Self-tape requested'],
};

describe('"Mis postulaciones"', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  for (const lang of ['es', 'en'] as const) {
    it(`shows every application's status in words, with why she was not selected (${lang})`, async () => {
      await useLanguage(lang);
      const calls = fakeApi(() => [200, { rows, count: 45 }]);
      renderAsUser(<MyApplicationsPage page={2} hrefOf={(n) => `?page=${n}`} />);
      const items = await screen.findAllByRole('listitem');
      const entries = items.filter((item) => item.classList.contains('my-application'));
      expect(entries.map((item) => item.querySelector('.application-status')?.textContent)).toEqual(words[lang]);
      expect(
        within(entries[3]!).getByText(
          lang === 'es' ? 'Motivo: la agencia la canceló' : 'Reason: the agency cancelled it',
        ),
      ).toBeTruthy();
      const draftLink = within(entries[0]!).getByRole('link', {
        name: new RegExp(lang === 'es' ? 'Continuar borrador' : 'Continue draft'),
      });
      expect(draftLink.getAttribute('href')).toBe('/oportunidades/7/papeles/11/postular');
      expect(within(entries[1]!).getByRole('link', { name: 'Musical de verano' }).getAttribute('href')).toBe(
        '/oportunidades/7',
      );
      expect(calls[0]!.path).toBe('/applications?page=2');
      expect(screen.getByRole('navigation').querySelector('[aria-current="page"]')?.textContent).toBe('2');
    });
  }

  it('has an empty state that leads to the board', async () => {
    await useLanguage('es');
    fakeApi(() => [200, { rows: [], count: 0 }]);
    renderAsUser(<MyApplicationsPage page={1} hrefOf={(n) => `?page=${n}`} />);
    expect(await screen.findByText('Aún no te postulaste a ninguna oportunidad.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver oportunidades' }).getAttribute('href')).toBe('/oportunidades');
  });
});
