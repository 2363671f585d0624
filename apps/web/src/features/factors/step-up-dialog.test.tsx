import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
      if (call.path === '/users/passkeys') return [200, { passkeys: [] }];
      if (call.path === '/users/second-factors')
        return [200, { totp: { enabled: true, since: null }, recoveryCodes: { remaining: 10 } }];
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
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Código de la app')));
    expect(await axeViolations(dialog)).toEqual([]);
    // No passkey: nothing to offer but the codes.
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Usar una llave de acceso' })).toBeNull();

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
      '/users/passkeys',
      '/users/second-factors',
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

  describe('with a passkey', () => {
    const passkey = { id: 1, name: 'Mi teléfono', createdAt: new Date().toISOString(), lastUsedAt: null };
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    /** The browser's WebAuthn: `get` answers as a platform authenticator would, or refuses with `refusal`. */
    function browserWithPasskeys(refusal?: string) {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      const get = vi.fn(async () => {
        if (refusal) throw new DOMException('no', refusal);
        return {
          id: 'Y3JlZA',
          rawId: bytes('cred'),
          type: 'public-key',
          response: {
            clientDataJSON: bytes('{}'),
            authenticatorData: bytes('a'),
            signature: bytes('s'),
            userHandle: null,
          },
          getClientExtensionResults: () => ({}),
          authenticatorAttachment: 'platform',
        };
      });
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      return get;
    }
    /** The API of a person with one passkey (and the app too when `totp`); the refused call passes once renewed. */
    function apiWithPasskey(totp: boolean) {
      let renewed = false;
      return fakeApi((call) => {
        if (call.path === '/users/passkeys') return [200, { passkeys: [passkey] }];
        if (call.path === '/users/second-factors')
          return [200, { totp: { enabled: totp, since: null }, recoveryCodes: { remaining: 10 } }];
        if (call.path === '/users/step-up/passkey/options')
          return [
            200,
            { options: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] } },
          ];
        if (call.path === '/users/step-up') {
          renewed = (call.body as { method: string }).method === 'passkey';
          return [200, { verifiedAt: new Date().toISOString() }];
        }
        return renewed ? [200, { token: 'nuevo' }] : stepUpRequired;
      });
    }
    async function refusedCall() {
      renderWithProviders(<StepUpDialog hasFactor />);
      let answer: Promise<unknown> = Promise.resolve();
      await act(async () => {
        answer = api('/users/password', { method: 'PUT', body: { newPassword: 'x' } }).catch((error: unknown) => error);
      });
      await screen.findByRole('button', { name: 'Usar una llave de acceso' });
      return () => answer;
    }

    it('offers it first and renews with it: the refused call is retried', async () => {
      browserWithPasskeys();
      const calls = apiWithPasskey(true);
      const answer = await refusedCall();
      const button = screen.getByRole('button', { name: 'Usar una llave de acceso' });
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect(screen.getByRole('dialog').textContent).toContain('con tu llave de acceso o con un código de tu app');
      expect(screen.getByLabelText('Código de la app')).toBeTruthy();
      expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
      await act(async () => fireEvent.click(button));
      await expect(answer()).resolves.toEqual({ token: 'nuevo' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const renewal = calls.find((call) => call.path === '/users/step-up');
      expect(renewal?.body).toMatchObject({ method: 'passkey', response: { id: 'Y3JlZA', type: 'public-key' } });
    });

    it('leads a passkey-only account with it and a recovery code, and says a cancelled picker calmly', async () => {
      browserWithPasskeys('NotAllowedError');
      const calls = apiWithPasskey(false);
      await refusedCall();
      await screen.findByLabelText('Código de recuperación');
      expect(screen.getByRole('dialog').textContent).toContain('o con uno de tus códigos de recuperación');
      expect(screen.queryByRole('button', { name: 'Usar el código de la app' })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar una llave de acceso' })));
      // The picker's refusal arrives after the options call: wait for it rather than one flush.
      expect((await screen.findByRole('status')).textContent).toContain('No se usó la llave de acceso');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls.filter((call) => call.path === '/users/step-up')).toEqual([]);
    });

    it('is not offered where the browser has no WebAuthn, and speaks English', async () => {
      await useLanguage('en');
      apiWithPasskey(false);
      renderWithProviders(<StepUpDialog hasFactor />);
      await act(async () => {
        void api('/users/password', { method: 'PUT', body: { newPassword: 'x' } }).catch(() => undefined);
      });
      // The factors are known (a passkey-only account types a recovery code), yet no passkey is offered.
      await screen.findByLabelText('Recovery code');
      expect(screen.getByRole('dialog').textContent).toContain('Enter one of your recovery codes');
      expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    });
  });
});
