import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

function field(label: string) {
  return screen.getByLabelText(label);
}

function isLocked(label: string): boolean {
  return Boolean(field(label).closest('fieldset')?.disabled);
}

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /crear cuenta|create account/i }));
  });
}

function ruleList(): string[] {
  const alert = screen.getByRole('alert');
  return within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe('RegisterForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every failed rule under a heading, one per rule, in the form order, and sends nothing', async () => {
    const calls = fakeApi(() => [500, {}]);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} />);
    await submit();

    expect(screen.getByText('Por favor corrige lo siguiente:')).toBeTruthy();
    expect(ruleList()).toEqual([
      'Introduce tu nombre y tus apellidos.',
      'Introduce tu correo electrónico.',
      'Introduce una contraseña.',
      'Introduce tu fecha de nacimiento.',
      'Introduce tu ciudad.',
      'Debes aceptar los términos y condiciones.',
    ]);
    expect(calls).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('names an invalid e-mail, a short password and an age under 14 in the spec words', async () => {
    fakeApi(() => [500, {}]);
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Correo electrónico', 'ana-at-example');
    fill('Contraseña', 'corta');
    fill('Fecha de nacimiento', yearsAgo(13));
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(ruleList()).toEqual([
      'Correo electrónico invalido',
      'Tu contraseña debe tener al menos 10 caracteres.',
      'Debes tener al menos 14 años para registrarte.',
    ]);
  });

  it('sends the form with the defaults (sex MA, country MX) and the interface language', async () => {
    const calls = fakeApi(() => [201, { id: 7 }]);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Correo electrónico', 'Ana@Example.com');
    fill('Contraseña', 'una-clave-larga');
    fill('Fecha de nacimiento', yearsAgo(20));
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/users' });
    expect(calls[0]?.body).toMatchObject({ sex: 'MA', country: 'MX', langCode: 'es', terms: true, ciudad: 'Puebla' });
    expect(onRegistered).toHaveBeenCalledWith({ id: 7, email: 'ana@example.com' });
  });

  it('locks the form while the e-mail is checked on blur, then shows the notice with login and recovery links', async () => {
    let release: (value: [number, unknown]) => void = () => undefined;
    const calls = fakeApi((call) =>
      call.path.startsWith('/users/email-exists/')
        ? new Promise<[number, unknown]>((resolve) => (release = resolve))
        : [500, {}],
    );
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} />);
    fill('Correo electrónico', 'taken@example.com');
    await act(async () => {
      fireEvent.blur(field('Correo electrónico'));
    });

    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists/taken%40example.com']);
    await waitFor(() => expect(isLocked('Nombre')).toBe(true));
    expect(screen.getByText('Comprobando el correo…')).toBeTruthy();

    await act(async () => release([200, { exists: true }]));

    await waitFor(() => expect(isLocked('Nombre')).toBe(false));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Ese correo electrónico ya está registrado.');
    expect(within(notice).getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login');
    expect(within(notice).getByRole('link', { name: 'recupera tu contraseña' }).getAttribute('href')).toBe('/forgot');
  });

  it('shows the rules in English too', async () => {
    await useLanguage('en');
    fakeApi(() => [500, {}]);
    renderWithProviders(<RegisterForm lang="en" onRegistered={vi.fn()} />);
    await submit();
    expect(screen.getByText('Please correct the following:')).toBeTruthy();
    expect(ruleList()[0]).toBe('Enter your first name and surname.');
  });
});
