import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthDateSelects, pickBirthDate } from '@/test/birth-date.ts';
import { leave, nextTask, pick } from '@/test/events.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function fill(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

async function save(name = 'Guardar cambios') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await nextTask();
  });
}

/** A check that answers only when the test says so. */
function slowCheck(rest: [number, unknown] = [200, { token: 'fresh' }]) {
  let release: (value: [number, unknown]) => void = () => undefined;
  const calls = fakeApi((call) =>
    call.path.startsWith('/users/email-exists-user/')
      ? new Promise<[number, unknown]>((resolve) => (release = resolve))
      : rest,
  );
  return { calls, release: (exists: boolean) => release([200, { exists }]) };
}

describe('PersonalInfoForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('while the address is checked it is read-only, the rest keeps what is typed, and a taken one blocks the save', async () => {
    const { calls, release } = slowCheck();
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={onSaved} />);
    fill('Correo electrónico', 'otra@example.com');
    await act(async () => {
      leave(field('Correo electrónico'));
    });
    await waitFor(() => expect(screen.getByText('Comprobando el correo…')).toBeTruthy());
    expect(field('Correo electrónico').readOnly).toBe(true);
    const city = field('Ciudad');
    city.focus();
    fill('Ciudad', 'Oaxaca');
    expect(city.value).toBe('Oaxaca');
    expect(document.activeElement).toBe(city);

    // Saving during the check waits for it, then refuses the taken address without sending the form.
    await save();
    await act(async () => release(true));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No pudimos guardar los cambios'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Corrige lo siguiente:');
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Ese correo electrónico ya está en uso por otra cuenta.',
    );
    expect(field('Correo electrónico').readOnly).toBe(false);
    expect(city.value).toBe('Oaxaca');
    expect(calls.map((call) => call.path)).toEqual(['/users/email-exists-user/otra%40example.com']);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists every failed rule with the spec’s texts and sends nothing', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={vi.fn()} />);
    fill('Nombre', '');
    fill('Correo electrónico', 'no-es-correo');
    pickBirthDate('Fecha de nacimiento', '');
    await save();
    const items = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Introduce tu nombre y tus apellidos.',
      'Correo electrónico invalido',
      'Introduce tu fecha de nacimiento.',
    ]);
    expect(calls).toEqual([]);
    // The field shows its own error too, and each of its selects is described by it.
    const error = within(screen.getByRole('group', { name: 'Fecha de nacimiento' })).getByText(
      'Introduce tu fecha de nacimiento.',
    );
    for (const select of Object.values(birthDateSelects('Fecha de nacimiento'))) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(select.getAttribute('aria-describedby')).toBe(error.id);
    }
  });

  it('a save with a half-chosen birth date focuses the part still missing and sends nothing', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={vi.fn()} />);
    const { day, month } = birthDateSelects('Fecha de nacimiento');
    pick(month, { target: { value: '' } });
    await save();
    await waitFor(() => expect(document.activeElement).toBe(month));
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('saves the form, refreshes the session and says so; the server’s list shows under the heading', async () => {
    const calls = fakeApi((call) =>
      call.body && (call.body as { ciudad?: string }).ciudad === 'Mal'
        ? [400, { error: 'validation', message: '', errors: [{ field: 'ciudad', code: 'ciudad', message: '' }] }]
        : [200, { token: 'fresh' }],
    );
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={onSaved} />);
    fill('Ciudad', 'Oaxaca');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('fresh'));
    expect(screen.getByRole('status').textContent).toBe('Tus datos se actualizaron correctamente.');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/users' });
    expect(calls[0]?.body).toMatchObject({
      ciudad: 'Oaxaca',
      email: 'ana@example.com',
      pais: 'MX',
      fecha: '1990-01-01',
    });
    const { day, month, year } = birthDateSelects('Fecha de nacimiento');
    expect([day.value, month.value, year.value]).toEqual(['1', '1', '1990']);

    fill('Ciudad', 'Mal');
    await save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Corrige lo siguiente:'));
    expect(screen.getByRole('alert').textContent).toContain('Introduce tu ciudad.');
  });

  it('shows its messages in English too', async () => {
    await useLanguage('en');
    const { release } = slowCheck();
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="en" onSaved={vi.fn()} />);
    fill('E-mail', 'taken@example.com');
    await act(async () => {
      leave(field('E-mail'));
    });
    await act(async () => release(true));
    await save('Save changes');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We could not save the changes'));
    expect(screen.getByRole('alert').textContent).toContain('That e-mail address is already used by another account.');
  });
});
