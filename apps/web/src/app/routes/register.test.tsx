import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerResolver } from '@/features/auth/register-rules.ts';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { pickBirthDate } from '@/test/birth-date.ts';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import RegisterPage from './register.tsx';

const guest: Session = { state: { status: 'guest' }, logIn: vi.fn(), refresh: vi.fn(), logOut: vi.fn() };

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

function renderPage(answer: (call: FakeCall) => [number, unknown] = () => [201, { id: 7 }]) {
  const calls = fakeApi((call) => (call.path === '/public-config' ? [200, { facebookAppId: null }] : answer(call)));
  renderWithProviders(
    <SessionContext.Provider value={guest}>
      <RegisterPage />
    </SessionContext.Provider>,
    { route: '/register' },
  );
  return calls;
}

/** Everything but the birth date and the guardian, as a valid sign-up has it. */
function fillTheRest(email = 'ana@example.com') {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Nombre', 'Ana');
  fill('Apellidos', 'Pérez');
  fill('Correo electrónico', email);
  fill('Contraseña', 'una-clave-larga');
  fill('Ciudad', 'Puebla');
  fireEvent.click(screen.getByRole('checkbox'));
}

async function submit(name = 'Crear cuenta') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const ruleList = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const guardianGroup = (name = 'Tu madre, padre o tutor') => screen.queryByRole('group', { name });
const sent = (calls: FakeCall[]) => calls.filter((call) => call.path === '/users');

describe('the registration page asks someone under 18 for a guardian', () => {
  beforeAll(() => registerResolver.preload());
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an adult sees no guardian section and sends none', async () => {
    const calls = renderPage();
    fillTheRest();
    pickBirthDate('Fecha de nacimiento', yearsAgo(18));
    await submit();

    expect(guardianGroup()).toBeNull();
    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0]?.body).not.toHaveProperty('guardian');
  });

  it('a 15-year-old gets the section with its reason, its three rules, then sends the guardian', async () => {
    const calls = renderPage();
    fillTheRest();
    expect(guardianGroup()).toBeNull();
    pickBirthDate('Fecha de nacimiento', yearsAgo(15));

    const group = await waitFor(() => guardianGroup() ?? Promise.reject(new Error('no section yet')));
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'tu perfil no se mostrará a nadie hasta que esta persona dé su permiso',
    );
    await submit();
    expect(sent(calls)).toEqual([]);
    expect(ruleList()).toEqual([
      'Escribe el nombre de tu madre, padre o tutor legal.',
      'Escribe un correo válido de tu madre, padre o tutor legal.',
      'Elige qué relación tiene contigo.',
    ]);
    const section = within(group);
    for (const label of ['Su nombre', 'Su correo electrónico', 'Relación contigo']) {
      expect(section.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }

    fireEvent.change(section.getByLabelText('Su nombre'), { target: { value: 'Marta Pérez' } });
    fireEvent.change(section.getByLabelText('Su correo electrónico'), { target: { value: 'marta@example.com' } });
    fireEvent.change(section.getByLabelText('Relación contigo'), { target: { value: 'mother' } });
    expect(section.getByRole('option', { name: 'Madre' })).toBeTruthy();
    await submit();

    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0]?.body).toMatchObject({
      birthdate: yearsAgo(15),
      guardian: { name: 'Marta Pérez', email: 'marta@example.com', relationship: 'mother' },
    });
  });

  it('a date changed back to an adult one takes the section and its rules away', async () => {
    renderPage();
    fillTheRest();
    pickBirthDate('Fecha de nacimiento', yearsAgo(16));
    await waitFor(() => expect(guardianGroup()).not.toBeNull());
    await submit();
    expect(ruleList()).toHaveLength(3);

    await act(async () => pickBirthDate('Fecha de nacimiento', yearsAgo(30)));
    expect(guardianGroup()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('lists the server’s guardian rule and marks its field', async () => {
    renderPage(() => [
      400,
      {
        error: 'validation',
        message: 'x',
        errors: [{ field: 'guardian.email', code: 'tutor_email_propio', message: 'x' }],
      },
    ]);
    fillTheRest('ana@example.com');
    pickBirthDate('Fecha de nacimiento', yearsAgo(15));
    const section = within(await waitFor(() => guardianGroup() ?? Promise.reject(new Error('no section yet'))));
    fireEvent.change(section.getByLabelText('Su nombre'), { target: { value: 'Marta Pérez' } });
    fireEvent.change(section.getByLabelText('Su correo electrónico'), { target: { value: 'marta@example.com' } });
    fireEvent.change(section.getByLabelText('Relación contigo'), { target: { value: 'mother' } });
    await submit();

    await waitFor(() => expect(ruleList()).toEqual(['Su correo tiene que ser distinto del tuyo.']));
    expect(section.getByLabelText('Su correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(section.getByLabelText('Su nombre').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks English too', async () => {
    await useLanguage('en');
    renderPage();
    pickBirthDate('Date of birth', yearsAgo(15));
    const group = await waitFor(
      () => guardianGroup('Your mother, father or guardian') ?? Promise.reject(new Error('no section yet')),
    );
    expect(within(group).getByLabelText('Relationship to you')).toBeTruthy();
    expect(within(group).getByRole('option', { name: 'Legal guardian' })).toBeTruthy();
  });
});
