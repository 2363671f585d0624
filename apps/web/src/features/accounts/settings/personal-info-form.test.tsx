import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthDateSelects, pickBirthDate } from '@/test/birth-date.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function save(name = 'Guardar cambios') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('PersonalInfoForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has no address field: the address changes on its own', () => {
    fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={vi.fn()} />);
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
    expect(screen.getByLabelText('Nombre', { exact: true })).toBeTruthy();
  });

  it('lists every failed rule with the spec’s texts and sends nothing', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="es" onSaved={vi.fn()} />);
    fill('Nombre', '');
    pickBirthDate('Fecha de nacimiento', '');
    await save();
    const items = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Introduce tu nombre y tus apellidos.', 'Introduce tu fecha de nacimiento.']);
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
    fireEvent.change(month, { target: { value: '' } });
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
    expect(calls[0]?.body).toMatchObject({ ciudad: 'Oaxaca', pais: 'MX', fecha: '1990-01-01' });
    // The address is never sent from here: the server would refuse another one (cambiar_correo_aparte).
    expect(calls[0]?.body).not.toHaveProperty('email');
    const { day, month, year } = birthDateSelects('Fecha de nacimiento');
    expect([day.value, month.value, year.value]).toEqual(['1', '1', '1990']);

    fill('Ciudad', 'Mal');
    await save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Corrige lo siguiente:'));
    expect(screen.getByRole('alert').textContent).toContain('Introduce tu ciudad.');
  });

  it('shows its messages in English too', async () => {
    await useLanguage('en');
    fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PersonalInfoForm self={selfFixture()} lang="en" onSaved={vi.fn()} />);
    fill('City', '');
    await save('Save changes');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We could not save the changes'));
    expect(screen.getByRole('alert').textContent).toContain('Enter your city.');
  });
});
