import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { GuardianBanner } from './guardian-banner.tsx';

const marta: SelfGuardian = {
  name: 'Marta Ramos',
  email: 'marta@example.com',
  relationship: 'mother',
  status: 'pending',
};
const minor = (guardian: SelfGuardian | null) =>
  selfFixture({ birthdate: '2011-02-03', email: 'lu@example.com', guardian });

describe('a minor’s banner', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the guardian it waits for and e-mails them again', async () => {
    const calls = fakeApi(() => [204, undefined]);
    const self = minor(marta);
    renderAsUser(<GuardianBanner user={self.user} />, { self });

    const banner = screen.getByRole('region', { name: 'Tu perfil está oculto' });
    expect(banner.textContent).toContain('hasta que Marta Ramos confirme tu cuenta');
    await act(async () => {
      fireEvent.click(within(banner).getByRole('button', { name: 'Reenviar correo' }));
    });
    expect(calls).toMatchObject([{ method: 'POST', path: '/users/guardian/resend' }]);
    expect(banner.textContent).toContain('Le enviamos el correo otra vez a marta@example.com.');
  });

  it('changes the guardian in a dialog: its rules under the fields first, then the call and a fresh session', async () => {
    const saved: SelfGuardian = { ...marta, name: 'Tomás Ramos', email: 'tomas@example.com', relationship: 'father' };
    const calls = fakeApi(() => [200, saved]);
    const self = minor({ ...marta, status: 'withdrawn' });
    const { container } = renderAsUser(<GuardianBanner user={self.user} />, { self });
    expect(container.textContent).toContain('Marta Ramos retiró su permiso');

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar tutor' }));
    const dialog = screen.getByRole('dialog', { name: 'Tu madre, padre o tutor' });
    const email = within(dialog).getByLabelText('Su correo electrónico');
    expect((email as HTMLInputElement).value).toBe('marta@example.com');
    fireEvent.change(email, { target: { value: 'LU@example.com' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y enviar' }));
    });
    expect(calls).toEqual([]);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Su correo tiene que ser distinto del tuyo.');

    fireEvent.change(within(dialog).getByLabelText('Su nombre'), { target: { value: 'Tomás Ramos' } });
    fireEvent.change(email, { target: { value: 'tomas@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Relación contigo'), { target: { value: 'father' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y enviar' }));
    });
    expect(calls).toMatchObject([
      {
        method: 'PUT',
        path: '/users/guardian',
        body: { name: 'Tomás Ramos', email: 'tomas@example.com', relationship: 'father' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.textContent).toContain('Listo: enviamos el correo a tomas@example.com.');
  });

  it('with nobody on file, asks her to name someone', () => {
    const self = minor(null);
    renderAsUser(<GuardianBanner user={self.user} />, { self });
    expect(screen.getByText(/Indica quién es y le enviaremos un correo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar correo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Indicar tutor' })).toBeTruthy();
  });
});
