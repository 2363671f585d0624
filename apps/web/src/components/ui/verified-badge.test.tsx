import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PersonName } from './person-name.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const agency = { id: 1, fullname: 'Estudio Real', profile_url: 'er', type: 'agencia' as const };

describe('VerifiedBadge', () => {
  afterEach(cleanup);

  it('is an image named "Agencia verificada" in Spanish and "Verified agency" in English', async () => {
    await useLanguage('es');
    const { unmount } = renderWithProviders(<VerifiedBadge />);
    expect(screen.getByRole('img', { name: 'Agencia verificada' })).toBeTruthy();
    unmount();
    await useLanguage('en');
    renderWithProviders(<VerifiedBadge />);
    expect(screen.getByRole('img', { name: 'Verified agency' })).toBeTruthy();
  });

  it('follows a verified agency’s name, and no one else’s', async () => {
    await useLanguage('es');
    renderWithProviders(
      <>
        <PersonName person={{ ...agency, verified: true }} />
        <PersonName person={{ ...agency, id: 2, fullname: 'Otra', verified: false }} />
        <PersonName person={{ ...agency, id: 3, fullname: 'Sin dato' }} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Agencia verificada' })).toHaveLength(1);
  });
});
