import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { SecondStepForm } from './second-step-form.tsx';

const wrong = [
  400,
  { error: 'validation', message: 'x', errors: [{ field: 'code', code: 'codigo_incorrecto', message: 'x' }] },
] as [number, unknown];

function renderStep() {
  const onLoggedIn = vi.fn(async () => undefined);
  const onRestart = vi.fn();
  const view = renderWithProviders(<SecondStepForm challenge="reto-1" onLoggedIn={onLoggedIn} onRestart={onRestart} />);
  return { ...view, onLoggedIn, onRestart };
}

async function send(label: string, code: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  });
}

describe('SecondStepForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('answers the challenge with the app’s code and logs in with the session it opens', async () => {
    const calls = fakeApi(() => [200, { token: 'sesion' }]);
    const { onLoggedIn, container } = renderStep();
    expect(document.activeElement).toBe(screen.getByLabelText('Código de la app'));
    expect(await axeViolations(container)).toEqual([]);
    await send('Código de la app', ' 123456 ');
    expect(calls).toEqual([
      { method: 'POST', path: '/users/authenticate/second-factor', body: { challenge: 'reto-1', code: '123456' } },
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith('sesion');
  });

  it('shows a wrong code as the field’s error and empties it, and takes a recovery code instead', async () => {
    const calls = fakeApi((call) =>
      (call.body as { code: string }).code === 'abcde-fghjk' ? [200, { token: 't' }] : wrong,
    );
    const { onLoggedIn } = renderStep();
    await send('Código de la app', '000000');
    const field = screen.getByLabelText('Código de la app') as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('');
    expect(document.body.textContent).toContain('Ese código no es correcto o ya se usó');
    fireEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Código de recuperación'));
    await send('Código de recuperación', 'abcde-fghjk');
    expect(calls).toHaveLength(2);
    expect(onLoggedIn).toHaveBeenCalledWith('t');
  });

  it('asks to log in again once the challenge is over (five wrong codes or five minutes)', async () => {
    fakeApi(() => [400, { error: 'reto_agotado', message: 'x', errors: [] }]);
    const { onRestart } = renderStep();
    await send('Código de la app', '111111');
    expect(screen.getByRole('alert').textContent).toContain('Demasiados códigos incorrectos');
    expect(screen.queryByLabelText('Código de la app')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('offers a passkey when the account has one, and says so clearly when the browser has no passkey support', async () => {
    const calls = fakeApi(() => [200, { options: { challenge: 'c', allowCredentials: [] } }]);
    const onLoggedIn = vi.fn(async () => undefined);
    const { container } = renderWithProviders(
      <SecondStepForm
        challenge="reto-2"
        methods={['passkey', 'recovery']}
        onLoggedIn={onLoggedIn}
        onRestart={vi.fn()}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    // Without an authenticator app the code is a recovery code, and there is no switch to the app's.
    expect(screen.getByLabelText('Código de recuperación')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usar el código de la app' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Usar una llave de acceso' }));
    });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/users/authenticate/second-factor/passkey/options',
      body: { challenge: 'reto-2' },
    });
    expect(await screen.findByText(/Este navegador no admite llaves de acceso/)).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('offers a passkey at a reset link’s second step, and a run-out reset challenge asks for a new link', async () => {
    const calls = fakeApi(() => [400, { error: 'reto_enlace_agotado', message: 'x', errors: [] }]);
    const onRestart = vi.fn();
    renderWithProviders(
      <SecondStepForm
        challenge="reto-3"
        purpose="reset"
        methods={['totp', 'passkey', 'recovery']}
        onLoggedIn={vi.fn(async () => undefined)}
        onRestart={onRestart}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Antes de cambiar tu contraseña' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Usar una llave de acceso' }));
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/users/recover/second-factor/passkey/options', body: { challenge: 'reto-3' } },
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Pide otro enlace para cambiar tu contraseña');
    expect(screen.queryByRole('button', { name: 'Usar una llave de acceso' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pedir otro enlace' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await useLanguage('en');
    renderStep();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.getByLabelText('App code')).toBeTruthy();
  });
});
