import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client.ts';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';

const stepUpRequired = [403, { error: 'step_up_required', message: 'x', errors: [] }] as [number, unknown];
const wrong = [
  400,
  { error: 'validation', message: 'x', errors: [{ field: 'code', code: 'codigo_incorrecto', message: 'x' }] },
] as [number, unknown];

describe('StepUpDialog', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on step_up_required, renews with a code and retries the refused call', async () => {
    let renewed = false;
    const calls = fakeApi((call) => {
      if (call.path === '/users/step-up') {
        if ((call.body as { code: string }).code !== '123456') return wrong;
        renewed = true;
        return [200, { verifiedAt: new Date().toISOString() }];
      }
      return renewed ? [200, { token: 'nuevo' }] : stepUpRequired;
    });
    renderWithProviders(<StepUpDialog hasFactor />);
    let answer: Promise<unknown> = Promise.resolve();
    await act(async () => {
      answer = api('/users/password', { method: 'PUT', body: { newPassword: 'x' } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    expect(document.activeElement).toBe(screen.getByLabelText('Código de la app'));
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Código de la app'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar y seguir' })));
    const field = screen.getByLabelText('Código de la app');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/no es correcto/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Código de la app'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar y seguir' })));
    await expect(answer).resolves.toEqual({ token: 'nuevo' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/users/password',
      '/users/step-up',
      '/users/step-up',
      '/users/password',
    ]);
  });

  it('asks an account without a factor for its password, and cancelling leaves the call refused', async () => {
    const calls = fakeApi(() => stepUpRequired);
    renderWithProviders(<StepUpDialog hasFactor={false} />);
    let answer: Promise<unknown> = Promise.resolve();
    await act(async () => {
      answer = api('/users/cancel', { method: 'POST', body: {} }).catch((error: unknown) => error);
    });
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Contraseña').getAttribute('type')).toBe('password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(await answer).toMatchObject({ code: 'step_up_required' });
    expect(calls).toHaveLength(1);
  });
});
