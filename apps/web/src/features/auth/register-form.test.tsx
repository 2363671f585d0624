import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthDateSelects, pickBirthDate } from '@/test/birth-date.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';
import { registerResolver } from './register-rules.ts';

/** The guardian's section is the screen's (app/routes/register.test.tsx shows it); an adult never sees it. */
const noGuardian = () => null;

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
  // The schema is a lazy chunk in the app; here it is loaded once, before the first submission.
  beforeAll(() => registerResolver.preload());
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists every failed rule under a heading, one per rule, in the form order, and sends nothing', async () => {
    const calls = fakeApi(() => [500, {}]);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} guardianSection={noGuardian} />);
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
    // Name and surname share one rule; both empty fields are marked.
    expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(field('Apellidos').getAttribute('aria-invalid')).toBe('true');
    expect(field('Ciudad').getAttribute('aria-invalid')).toBe('true');
    expect(field('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    const birth = birthDateSelects('Fecha de nacimiento');
    expect(birth.day.getAttribute('aria-invalid')).toBe('true');

    // Choosing part of the date leaves the rule listed and marks only what is still missing.
    await act(async () => {
      fireEvent.change(birth.day, { target: { value: '12' } });
    });
    expect(ruleList()).toContain('Introduce tu fecha de nacimiento.');
    expect(birth.day.getAttribute('aria-invalid')).toBeNull();
    expect(birth.month.getAttribute('aria-invalid')).toBe('true');
    expect(birth.year.getAttribute('aria-invalid')).toBe('true');
  });

  it('names an invalid e-mail, a short password and an age under 14 in the spec words', async () => {
    // 15 June 2025: someone born on 16 June 2011 (a year the list offers) is 13 for one more day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    fakeApi(() => [500, {}]);
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} guardianSection={noGuardian} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Correo electrónico', 'ana-at-example');
    fill('Contraseña', 'corta');
    pickBirthDate('Fecha de nacimiento', '2011-06-16');
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(ruleList()).toEqual([
      'Correo electrónico invalido',
      'Tu contraseña debe tener al menos 10 caracteres.',
      'Debes tener al menos 14 años para registrarte.',
    ]);
    // A whole date that breaks a rule marks all three of its parts.
    const { day, month, year } = birthDateSelects('Fecha de nacimiento');
    expect([day, month, year].map((select) => select.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
  });

  it('sends the form with the defaults (sex MA, country MX) and the interface language', async () => {
    const calls = fakeApi(() => [201, { id: 7 }]);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} guardianSection={noGuardian} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Correo electrónico', 'Ana@Example.com');
    fill('Contraseña', 'una-clave-larga');
    pickBirthDate('Fecha de nacimiento', yearsAgo(20));
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/users' });
    expect(calls[0]?.body).toMatchObject({
      sex: 'MA',
      country: 'MX',
      langCode: 'es',
      terms: true,
      ciudad: 'Puebla',
      birthdate: yearsAgo(20),
    });
    expect(onRegistered).toHaveBeenCalledWith({ id: 7, email: 'ana@example.com' });
  });

  it('locks the address while it is checked on blur, keeps what is typed elsewhere, then shows the notice', async () => {
    let release: (value: [number, unknown]) => void = () => undefined;
    const calls = fakeApi((call) =>
      call.path.startsWith('/users/email-exists/')
        ? new Promise<[number, unknown]>((resolve) => (release = resolve))
        : [500, {}],
    );
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} guardianSection={noGuardian} />);
    fill('Correo electrónico', 'taken@example.com');
    await act(async () => {
      fireEvent.blur(field('Correo electrónico'));
    });

    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists/taken%40example.com']);
    await waitFor(() => expect(screen.getByText('Comprobando el correo…')).toBeTruthy());
    // The address being checked cannot change; the other fields keep taking what is typed.
    expect((field('Correo electrónico') as HTMLInputElement).readOnly).toBe(true);
    expect(isLocked('Nombre')).toBe(false);
    const name = field('Nombre') as HTMLInputElement;
    name.focus();
    fill('Nombre', 'Ana');
    expect(name.value).toBe('Ana');
    expect(document.activeElement).toBe(name);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');

    await act(async () => release([200, { exists: true }]));

    await waitFor(() => expect((field('Correo electrónico') as HTMLInputElement).readOnly).toBe(false));
    expect(name.value).toBe('Ana');
    expect(document.activeElement).toBe(name);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Ese correo electrónico ya está registrado.');
    expect(within(notice).getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login');
    expect(within(notice).getByRole('link', { name: 'recupera tu contraseña' }).getAttribute('href')).toBe('/forgot');
  });

  it('a submission made during the check waits for it: a taken address is listed and nothing is sent', async () => {
    let release: (value: [number, unknown]) => void = () => undefined;
    const calls = fakeApi((call) =>
      call.path.startsWith('/users/email-exists/')
        ? new Promise<[number, unknown]>((resolve) => (release = resolve))
        : [201, { id: 9 }],
    );
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} guardianSection={noGuardian} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Contraseña', 'una-clave-larga');
    pickBirthDate('Fecha de nacimiento', yearsAgo(20));
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    fill('Correo electrónico', 'taken@example.com');
    await act(async () => {
      fireEvent.blur(field('Correo electrónico'));
    });
    await submit();
    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists/taken%40example.com']);

    await act(async () => release([200, { exists: true }]));
    await waitFor(() => expect(ruleList().join(' ')).toContain('Ese correo electrónico ya está registrado.'));
    expect(ruleList()).toHaveLength(1);
    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists/taken%40example.com']);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('a submission made during the check of a free address goes on once the check answers', async () => {
    let release: (value: [number, unknown]) => void = () => undefined;
    const calls = fakeApi((call) =>
      call.path.startsWith('/users/email-exists/')
        ? new Promise<[number, unknown]>((resolve) => (release = resolve))
        : [201, { id: 9 }],
    );
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm lang="es" onRegistered={onRegistered} guardianSection={noGuardian} />);
    fill('Nombre', 'Ana');
    fill('Apellidos', 'Pérez');
    fill('Contraseña', 'una-clave-larga');
    pickBirthDate('Fecha de nacimiento', yearsAgo(20));
    fill('Ciudad', 'Puebla');
    fireEvent.click(screen.getByRole('checkbox'));
    fill('Correo electrónico', 'libre@example.com');
    await act(async () => {
      fireEvent.blur(field('Correo electrónico'));
    });
    await submit();
    expect(calls).toHaveLength(1);
    await act(async () => release([200, { exists: false }]));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ id: 9, email: 'libre@example.com' }));
    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists/libre%40example.com', '/users']);
  });

  it('lists a taken address where the e-mail comes in the form, after the names rule', async () => {
    fakeApi((call) => (call.path.startsWith('/users/email-exists/') ? [200, { exists: true }] : [500, {}]));
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} guardianSection={noGuardian} />);
    fill('Correo electrónico', 'taken@example.com');
    await act(async () => {
      fireEvent.blur(field('Correo electrónico'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('ya está registrado'));
    await submit();
    const items = ruleList();
    expect(items[0]).toBe('Introduce tu nombre y tus apellidos.');
    expect(items[1]).toContain('Ese correo electrónico ya está registrado.');
    expect(items[2]).toBe('Introduce una contraseña.');
  });

  it('after a submission, a corrected field leaves the list as it is typed and the others stay', async () => {
    fakeApi(() => [500, {}]);
    renderWithProviders(<RegisterForm lang="es" onRegistered={vi.fn()} guardianSection={noGuardian} />);
    await submit();
    expect(ruleList()).toContain('Introduce tu ciudad.');
    await act(async () => fill('Ciudad', 'Puebla'));
    await waitFor(() => expect(ruleList()).not.toContain('Introduce tu ciudad.'));
    expect(field('Ciudad').getAttribute('aria-invalid')).toBeNull();
    expect(ruleList()).toContain('Introduce una contraseña.');
    await act(async () => fill('Ciudad', ''));
    await waitFor(() => expect(ruleList()).toContain('Introduce tu ciudad.'));
  });

  it('shows the rules in English too', async () => {
    await useLanguage('en');
    fakeApi(() => [500, {}]);
    renderWithProviders(<RegisterForm lang="en" onRegistered={vi.fn()} guardianSection={noGuardian} />);
    await submit();
    expect(screen.getByText('Please correct the following:')).toBeTruthy();
    expect(ruleList()[0]).toBe('Enter your first name and surname.');
  });
});
