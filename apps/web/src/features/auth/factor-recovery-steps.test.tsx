import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { FactorRemovalCancel } from './factor-removal-cancel.tsx';
import { SecondStepForm } from './second-step-form.tsx';

function renderStep(purpose: 'login' | 'reset') {
  const onLoggedIn = vi.fn(async () => undefined);
  const onRestart = vi.fn();
  const view = renderWithProviders(
    <SecondStepForm challenge="reto-1" purpose={purpose} onLoggedIn={onLoggedIn} onRestart={onRestart} />,
  );
  return { ...view, onLoggedIn, onRestart };
}
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('the second factor in a reset, and a request to remove lost factors', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('answers a reset link’s challenge at its own call, and sends to a new link once it is over', async () => {
    const calls = fakeApi(() => [400, { error: 'reto_enlace_agotado', message: 'x', errors: [] }]);
    const { onRestart, container } = renderStep('reset');
    expect(screen.getByRole('heading', { name: 'Antes de cambiar tu contraseña' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '¿Perdiste el acceso a tu app y tus códigos?' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Código de la app'), { target: { value: '123456' } });
    await click('Verificar');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/users/recover/second-factor' });
    expect(screen.getByRole('alert').textContent).toContain('Pide otro enlace');
    await click('Pedir otro enlace');
    expect(onRestart).toHaveBeenCalled();
  });

  it('asks an admin with a reason from the login’s second step, and says what happens next', async () => {
    const calls = fakeApi(() => [201, { requested: true }]);
    const { container } = renderStep('login');
    await click('¿Perdiste el acceso a tu app y tus códigos?');
    const heading = screen.getByRole('heading', { name: '¿Perdiste tu app y tus códigos?' });
    expect(document.activeElement).toBe(heading);
    expect(await axeViolations(container)).toEqual([]);
    await click('Enviar la solicitud');
    expect(screen.getByLabelText('¿Qué pasó?').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('¿Qué pasó?'), { target: { value: ' Perdí el teléfono ' } });
    await click('Enviar la solicitud');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/users/authenticate/second-factor/removal',
        body: { challenge: 'reto-1', reason: 'Perdí el teléfono' },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Solicitud enviada' })).toBeTruthy();
  });

  it('shows an open request’s refusal in English', async () => {
    await useLanguage('en');
    fakeApi(() => [409, { error: 'retiro_abierto', message: 'x', errors: [] }]);
    renderStep('login');
    await click('Lost your app and codes?');
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'Lost my phone' } });
    await click('Send the request');
    expect(screen.getByRole('alert').textContent).toContain('already asked to remove two-step verification');
  });

  it('cancels a removal from the e-mail’s link only when asked to', async () => {
    const calls = fakeApi(() => [200, { cancelled: true }]);
    const { container } = renderWithProviders(<FactorRemovalCancel />, {
      route: '/seguridad/cancelar-retiro#token-1',
    });
    expect(calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
    await click('Cancelar la solicitud');
    expect(calls).toEqual([
      { method: 'POST', path: '/users/second-factors/removal/cancellation', body: { token: 'token-1' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Solicitud cancelada' })).toBeTruthy();
  });
});
