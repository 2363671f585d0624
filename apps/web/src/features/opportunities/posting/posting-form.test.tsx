import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { instantOf } from './opportunity-draft.ts';
import { dayOf, inDays, opportunityFixture } from './posting-fixture.ts';
import { PostingPage } from './posting-page.tsx';

const agency = selfFixture({ type: 'agencia', nombre: 'Luz', fullname: 'Agencia Luz' });
const words = {
  es: {
    title: 'Título',
    category: 'Categoría',
    country: 'País',
    city: 'Ciudad',
    deadline: 'Fecha límite para postularse',
  },
  en: { title: 'Title', category: 'Category', country: 'Country', city: 'City', deadline: 'Deadline to apply' },
} as const;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function PostingRoute() {
  const { id } = useParams();
  return <PostingPage key={id ?? 'new'} opportunityId={id ? Number(id) : null} />;
}

function renderForm(route = '/oportunidades/nueva', self = agency) {
  return renderAsUser(
    <Routes>
      <Route path="/oportunidades/nueva" element={<PostingRoute />} />
      <Route path="/oportunidades/:id/editar" element={<PostingRoute />} />
      <Route path="/mis-oportunidades" element={<p>mine</p>} />
    </Routes>,
    { self, route },
  );
}

/** Fills what every opportunity needs: a title, a category, a place, a deadline, no pay, one named role. */
function fillValid(lang: 'es' | 'en') {
  const w = words[lang];
  change(screen.getByLabelText(w.title), 'Casting de verano');
  change(screen.getByLabelText(w.category), '5');
  change(screen.getByLabelText(w.country), 'ES');
  change(screen.getByLabelText(w.city), 'Madrid');
  change(screen.getByLabelText(w.deadline), dayOf(inDays(10)));
  fireEvent.click(screen.getByLabelText(lang === 'es' ? 'Sin pago' : 'Unpaid'));
  change(screen.getByLabelText(lang === 'es' ? 'Nombre del papel' : 'Role name'), 'Protagonista');
}

const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('writing an opportunity', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('builds a role with a number range and a choice requirement and sends it as the contract writes it', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => [
      200,
      opportunityFixture({ id: 12, title: (call.body as { title: string }).title }),
    ]);
    renderForm();
    fillValid('es');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir un requisito' }));
    change(screen.getByLabelText('Requisito 1'), 'height');
    change(screen.getByLabelText('Mínimo cm'), '160');
    change(screen.getByLabelText('Máximo cm'), '185');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir un requisito' }));
    change(screen.getByLabelText('Requisito 2'), 'eye_colour');
    const eyes = screen.getByRole('group', { name: 'Color de ojos: cualquiera de' });
    fireEvent.click(within(eyes).getByLabelText('Verdes'));
    fireEvent.click(within(eyes).getByLabelText('Azules'));
    fireEvent.click(screen.getByLabelText('Español'));
    fireEvent.click(screen.getByLabelText('Un video'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/opportunities',
      body: {
        title: 'Casting de verano',
        kind: 'casting',
        category: 5,
        description: '',
        remote: false,
        country: 'ES',
        city: 'Madrid',
        deadline: instantOf(dayOf(inDays(10)), '18:00'),
        workStarts: null,
        workEnds: null,
        pay: { kind: 'unpaid' },
        payAudience: 'everyone',
        roles: [
          {
            name: 'Protagonista',
            description: '',
            requirements: [
              { key: 'height', min: 160, max: 185 },
              { key: 'eye_colour', values: ['green', 'blue'] },
            ],
            ageMin: 18,
            ageMax: 99,
            languages: ['es'],
            people: 1,
            needs: ['photos', 'video'],
            questions: [],
          },
        ],
      },
    });
  });

  it('sends nothing while a field is wrong, and says which beside it', async () => {
    await useLanguage('es');
    const calls = fakeApi(() => [200, opportunityFixture()]);
    renderForm();
    fillValid('es');
    fireEvent.click(screen.getByLabelText('Fotos'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const needs = await screen.findByText(errorCatalogue.role_needs.es, { selector: '.field__error' });
    expect(needs).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Revisa 1 campo antes de guardar');
    expect(calls).toEqual([]);
  });

  it.each(['es', 'en'] as const)('shows the server’s field errors at their fields (%s)', async (lang) => {
    await useLanguage(lang);
    fakeApi(() => [
      400,
      {
        error: 'validation',
        message: errorCatalogue.validation[lang],
        errors: [
          { field: 'deadline', code: 'opportunity_deadline', message: errorCatalogue.opportunity_deadline[lang] },
          { field: 'roles.0.name', code: 'role_name', message: errorCatalogue.role_name[lang] },
        ],
      },
    ]);
    renderForm();
    fillValid(lang);
    fireEvent.click(screen.getByRole('button', { name: lang === 'es' ? 'Guardar borrador' : 'Save draft' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(words[lang].deadline))).toBe(errorCatalogue.opportunity_deadline[lang]),
    );
    expect(errorOf(screen.getByLabelText(lang === 'es' ? 'Nombre del papel' : 'Role name'))).toBe(
      errorCatalogue.role_name[lang],
    );
  });

  it('says why a draft cannot be published past the open limit', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => {
      if (call.method === 'GET') return [200, opportunityFixture()];
      if (call.path.endsWith('/publish'))
        return [409, { error: 'opportunity_open_limit', message: errorCatalogue.opportunity_open_limit.es }];
      return [200, opportunityFixture()];
    });
    renderForm('/oportunidades/7/editar');
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorCatalogue.opportunity_open_limit.es);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /opportunities/7',
      'PUT /opportunities/7',
      'POST /opportunities/7/publish',
    ]);
  });

  it('keeps a new draft written when publishing it is refused for minors, and says why in English', async () => {
    await useLanguage('en');
    const calls = fakeApi((call) => {
      if (call.path.endsWith('/publish'))
        return [
          403,
          { error: 'opportunity_minors_unverified', message: errorCatalogue.opportunity_minors_unverified.en },
        ];
      return [200, opportunityFixture({ id: 12 })];
    });
    renderForm();
    fillValid('en');
    change(screen.getByLabelText('Age from'), '14');
    expect(screen.getByText('Only a verified agency can post roles for people under 18.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We saved the draft, but it could not be published.');
    expect(alert.textContent).toContain(errorCatalogue.opportunity_minors_unverified.en);
    expect(calls.slice(0, 2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /opportunities',
      'POST /opportunities/12/publish',
    ]);
    expect((calls[0]?.body as { roles: { ageMin: number }[] }).roles[0]?.ageMin).toBe(14);
    // The draft's own address now: saving again changes it rather than writing a second one.
    expect(await screen.findByRole('heading', { name: 'Edit the opportunity' })).toBeTruthy();
  });

  it('adds and removes roles, one at least', async () => {
    await useLanguage('es');
    fakeApi(() => [200, {}]);
    renderForm();
    expect(screen.getByRole('heading', { name: 'Papeles (1 de 20)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Quitar el papel/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir un papel' }));
    expect(screen.getByRole('heading', { name: 'Papeles (2 de 20)' })).toBeTruthy();
    const second = screen.getByRole('group', { name: 'Papel 2: sin nombre' });
    change(within(second).getByLabelText('Nombre del papel'), 'Extra');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el papel «Extra»' }));
    expect(screen.getByRole('heading', { name: 'Papeles (1 de 20)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Papel 1: sin nombre' })).toBeTruthy();
  });

  it('tells applicants will be told when an open one is changed', async () => {
    await useLanguage('es');
    fakeApi(() => [200, opportunityFixture({ state: 'open' })]);
    renderForm('/oportunidades/7/editar');
    expect(await screen.findByText(/avisaremos a quienes se postularon/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar los cambios' })).toBeTruthy();
  });

  it('tells a talent this page is for agencies, and shows no form', async () => {
    await useLanguage('es');
    const calls = fakeApi(() => [200, {}]);
    renderForm('/oportunidades/nueva', selfFixture());
    expect(screen.getByText('Esta página es para agencias')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('writes the rule against asking for money beside the form', async () => {
    await useLanguage('en');
    fakeApi(() => [200, {}]);
    renderForm();
    expect(screen.getByRole('complementary', { name: 'Never ask for money' }).textContent).toContain(
      'casting packages',
    );
  });
});
