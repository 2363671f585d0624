import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyVerification } from '@vitrina/contract/verification';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { AgencyVerificationSection } from './agency-verification-section.tsx';

const application = {
  id: 1,
  legalName: 'Estudio Real S.A.',
  website: 'https://estudio-real.example.com',
  country: 'MX',
  registrationNumber: 'ERE-850101-AB1',
  publicReason: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

describe("an agency's verification in its settings", () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('applies, shows the server’s field errors, then the pending status', async () => {
    let mine: MyVerification = { verified: false, application: null };
    let attempts = 0;
    const calls = fakeApi(({ method }) => {
      if (method === 'GET') return [200, mine];
      attempts += 1;
      if (attempts === 1) {
        const message = 'Introduce una dirección web completa que empiece por http:// o https://.';
        return [
          400,
          { error: 'validation', message: 'x', errors: [{ field: 'website', code: 'url_invalida', message }] },
        ];
      }
      mine = { verified: false, application: { ...application, status: 'pending' } };
      return [200, mine];
    });
    renderWithProviders(<AgencyVerificationSection />);
    fireEvent.change(await screen.findByLabelText('Razón social'), { target: { value: 'Estudio Real S.A.' } });
    fireEvent.change(screen.getByLabelText('Sitio web'), { target: { value: 'estudio' } });
    fireEvent.change(screen.getByLabelText('Número de registro o fiscal'), { target: { value: 'ERE-850101-AB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir la verificación' }));
    expect(await screen.findByText(/empiece por http/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sitio web'), { target: { value: 'https://estudio-real.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir la verificación' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Estamos revisando tu solicitud/);
    expect(screen.queryByRole('button', { name: 'Pedir la verificación' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        legalName: 'Estudio Real S.A.',
        website: 'https://estudio-real.example.com',
        country: 'MX',
        registrationNumber: 'ERE-850101-AB1',
      }),
    );
  });

  it('shows a rejection’s reason with the form again, and the badge once verified', async () => {
    const rejected: MyVerification = {
      verified: false,
      application: { ...application, status: 'rejected', publicReason: 'El número no coincide' },
    };
    fakeApi(() => [200, rejected]);
    const { unmount } = renderWithProviders(<AgencyVerificationSection />);
    expect(await screen.findByText('El número no coincide')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir la verificación' })).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    fakeApi(() => [200, { verified: true, application: { ...application, status: 'approved' } }]);
    renderWithProviders(<AgencyVerificationSection />);
    expect(await screen.findByRole('img', { name: 'Agencia verificada' })).toBeTruthy();
    expect(screen.getByText(/Tu agencia está verificada/)).toBeTruthy();
  });
});
