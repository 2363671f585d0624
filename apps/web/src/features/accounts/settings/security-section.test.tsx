import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '@/test/render.tsx';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { axeViolations } from '@/test/axe.ts';
import { renderAsUser } from '@/test/session.tsx';
import { SecuritySection } from './security-section.tsx';

const CODES = [...'mnpqrstuvw'].map((c) => `abcd${c}-efgh${c}`);
const sessions = {
  sessions: [
    {
      id: 's2',
      createdAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-12-05T09:00:00.000Z',
      factor: 'totp',
      current: true,
    },
    {
      id: 's1',
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-29T09:00:00.000Z',
      factor: null,
      current: false,
    },
  ],
};

/** A fake server holding the authenticator's state, as the settings see it. */
function fakeServer(enabled: boolean) {
  let on = enabled;
  const calls = fakeApi((call: FakeCall): [number, unknown] => {
    const key = `${call.method} ${call.path}`;
    if (key === 'GET /users/second-factors')
      return [
        200,
        {
          totp: { enabled: on, since: on ? '2026-11-01T10:00:00.000Z' : null },
          recoveryCodes: { remaining: on ? 7 : 0 },
        },
      ];
    if (key === 'GET /users/sessions') return [200, sessions];
    if (key === 'POST /users/second-factors/totp')
      return [
        200,
        { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr: 'data:image/png;base64,AAAA' },
      ];
    const code = (call.body as { code?: string } | undefined)?.code;
    if (code === '000000')
      return [
        400,
        { error: 'validation', message: 'x', errors: [{ field: 'code', code: 'codigo_incorrecto', message: 'x' }] },
      ];
    if (key === 'POST /users/second-factors/totp/confirmation') {
      on = true;
      return [200, { recoveryCodes: CODES }];
    }
    if (key === 'POST /users/second-factors/recovery-codes') return [200, { recoveryCodes: CODES }];
    if (key === 'POST /users/second-factors/totp/removal') {
      on = false;
      return [204, undefined];
    }
    return [404, { error: 'not_found', message: 'x', errors: [] }];
  });
  return calls;
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SecuritySection', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns the app on with its QR code and key, then shows the recovery codes once with a .txt', async () => {
    const calls = fakeServer(false);
    const { container } = renderAsUser(<SecuritySection />);
    await screen.findByText(/^Desactivada\./);
    await click('Activar la app de autenticación');
    const qr = screen.getByRole('img', { name: 'Código QR que añade tu cuenta de Vitrina a la app de autenticación' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    type('Código que muestra la app', '000000');
    await click('Confirmar y activar');
    expect(screen.getByText(/Ese código no es correcto/)).toBeTruthy();
    type('Código que muestra la app', '123456');
    await click('Confirmar y activar');
    expect(
      calls.some(
        (c) => c.path === '/users/second-factors/totp/confirmation' && (c.body as { code: string }).code === '123456',
      ),
    ).toBe(true);

    const region = screen.getByRole('region', { name: 'Guarda tus códigos de recuperación' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(document.activeElement).toBe(within(region).getByRole('heading'));
    const download = within(region).getByRole('link', { name: 'Descargar como .txt' });
    expect(download.getAttribute('download')).toBe('vitrina-codigos-de-recuperacion.txt');
    const file = decodeURIComponent(download.getAttribute('href')!.replace(/^data:text\/plain;charset=utf-8,/, ''));
    expect(file.split('\n').slice(2, 12)).toEqual(CODES);
    expect(await axeViolations(container)).toEqual([]);

    await click('Ya los guardé');
    expect(screen.queryByRole('region', { name: 'Guarda tus códigos de recuperación' })).toBeNull();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(await screen.findByText('Te quedan 7 códigos sin usar.')).toBeTruthy();
  });

  it('regenerates the codes and turns the app off, each with a code', async () => {
    const calls = fakeServer(true);
    renderAsUser(<SecuritySection />);
    await screen.findByText(/^Activada desde el/);
    await click('Generar códigos nuevos');
    type('Código de la app', '654321');
    await click('Generar códigos nuevos');
    expect(screen.getByRole('region', { name: 'Guarda tus códigos de recuperación' })).toBeTruthy();
    await click('Ya los guardé');

    await click('Desactivar la app de autenticación');
    type('Código de la app o de recuperación', 'abcde-fghjk');
    await click('Desactivar la app de autenticación');
    expect(calls.at(-2)).toEqual({
      method: 'POST',
      path: '/users/second-factors/totp/removal',
      body: { code: 'abcde-fghjk' },
    });
    expect(await screen.findByText(/^Desactivada\./)).toBeTruthy();
  });

  it('lists my sessions with the factor that opened each and this device', async () => {
    fakeServer(true);
    renderAsUser(<SecuritySection />);
    const list = await screen.findByRole('list', { name: 'Dispositivos con tu sesión abierta' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Con la app de autenticación.*Este dispositivo$/),
      expect.stringMatching(/Sin segundo paso$/),
    ]);
  });

  it('speaks English', async () => {
    await useLanguage('en');
    fakeServer(true);
    renderAsUser(<SecuritySection />);
    expect(await screen.findByText('You have 7 unused codes left.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
  });
});
