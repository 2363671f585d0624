import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { FacebookButton } from './facebook-button.tsx';
import * as facebookSdk from './facebook-sdk.ts';

function facebookApi(registerAnswer: [number, unknown]) {
  return fakeApi((call) => {
    if (call.path === '/public-config') return [200, { facebookAppId: '123' }];
    if (call.path === '/users/facebook') return registerAnswer;
    return [500, {}];
  });
}

async function pressFacebook(name: RegExp) {
  const button = await screen.findByRole('button', { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('FacebookButton (sign-up)', () => {
  beforeEach(async () => {
    // Facebook's own dialog is not opened: the person grants an access token at once.
    vi.spyOn(facebookSdk, 'askFacebookAccessToken').mockResolvedValue('EAA-access-token');
    await useLanguage('es');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a new account goes straight on (to choose its type)', async () => {
    const calls = facebookApi([200, { token: 'new-token', exists: false }]);
    const onSuccess = vi.fn();
    renderWithProviders(<FacebookButton mode="register" onSuccess={onSuccess} />);
    await pressFacebook(/Registrarme con Facebook/);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 'new-token', exists: false }));
    expect(calls.find((call) => call.path === '/users/facebook')?.body).toEqual({
      accessToken: 'EAA-access-token',
      langCode: 'es',
    });
  });

  it('an existing account shows the "social account already exists" alert before going on', async () => {
    facebookApi([200, { token: 'old-token', exists: true }]);
    const onSuccess = vi.fn();
    renderWithProviders(<FacebookButton mode="register" onSuccess={onSuccess} />);
    await pressFacebook(/Registrarme con Facebook/);

    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('La cuenta social ya existe');
    expect(onSuccess).not.toHaveBeenCalled();
    const go = screen.getByRole('button', { name: 'Entrar con mi cuenta' });
    expect(document.activeElement).toBe(go);
    fireEvent.click(go);
    expect(onSuccess).toHaveBeenCalledWith({ token: 'old-token', exists: true });
  });

  it('says so in English too', async () => {
    await useLanguage('en');
    facebookApi([200, { token: 'old-token', exists: true }]);
    renderWithProviders(<FacebookButton mode="register" onSuccess={vi.fn()} />);
    await pressFacebook(/Sign up with Facebook/);
    expect((await screen.findByRole('status')).textContent).toContain('This social account already exists');
  });

  it('a failed sign-up fails silently (spec §8): no error, no session', async () => {
    const calls = facebookApi([400, { error: 'facebook_sin_correo', message: 'sin correo', errors: [] }]);
    const onSuccess = vi.fn();
    renderWithProviders(<FacebookButton mode="register" onSuccess={onSuccess} />);
    await pressFacebook(/Registrarme con Facebook/);
    await waitFor(() => expect(calls.some((call) => call.path === '/users/facebook')).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Registrarme con Facebook/ })).not.toHaveProperty('disabled', true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('sin correo');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('is not shown when Facebook login is not configured', async () => {
    fakeApi(() => [200, { facebookAppId: null }]);
    renderWithProviders(<FacebookButton mode="register" onSuccess={vi.fn()} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
