import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegisteredUser, saveRegisteredUser } from '@/features/auth/registered-user.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import RegisterSuccessPage from './register-success.tsx';

/** Spec §4: the success page redirects to / when the session holds no registered user, and clears it when left. */
function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>Portada</p>} />
        <Route path="/login" element={<p>Entrar</p>} />
        <Route path="/register/success" element={<RegisterSuccessPage />} />
      </Routes>
      <nav>
        <Link to="/login">ir a entrar</Link>
        <Link to="/register/success">volver al aviso</Link>
      </nav>
    </>,
    { route },
  );
}

describe('/register/success', () => {
  beforeEach(async () => {
    await useLanguage('es');
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes to / when no account was just registered in this tab', () => {
    fakeApi(() => [500, {}]);
    renderAt('/register/success');
    expect(screen.getByText('Portada')).toBeTruthy();
  });

  it('shows the notice with the address, resends with { id, lang } and says the same whatever the answer', async () => {
    const calls = fakeApi(() => [204, undefined]);
    saveRegisteredUser({ id: 41, email: 'ana@example.com' });
    renderAt('/register/success');
    expect(screen.getByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByText(/ana@example\.com/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar el correo' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('te enviamos un correo nuevo'));
    expect(calls).toEqual([{ method: 'POST', path: '/users/resend-validation', body: { id: 41, lang: 'es' } }]);
  });

  it('a failed resend shows the same neutral notice (it fails silently)', async () => {
    fakeApi(() => [429, { error: 'too_many_requests', message: '', errors: [] }]);
    saveRegisteredUser({ id: 41, email: 'ana@example.com' });
    renderAt('/register/success');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar el correo' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('te enviamos un correo nuevo'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets the registered account once left, so coming back goes to /', async () => {
    fakeApi(() => [500, {}]);
    saveRegisteredUser({ id: 41, email: 'ana@example.com' });
    renderAt('/register/success');
    expect(screen.getByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'ir a entrar' }));
    });
    expect(screen.getByText('Entrar')).toBeTruthy();
    expect(readRegisteredUser()).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'volver al aviso' }));
    });
    expect(screen.getByText('Portada')).toBeTruthy();
  });
});
