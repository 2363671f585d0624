import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { SideMenu } from './side-menu.tsx';

function renderMenu(role: 'moderator' | 'admin' | null, lang: 'es' | 'en') {
  const { user } = selfFixture({ role });
  renderWithProviders(
    <SideMenu
      open
      onClose={() => undefined}
      user={user}
      unreadMessages={0}
      messageRequests={0}
      unreadNotifications={0}
      onLanguage={() => undefined}
    />,
  );
  return within(screen.getByRole('navigation', { name: lang === 'es' ? 'Navegación principal' : 'Main navigation' }));
}

describe('SideMenu (the phone navigation)', () => {
  afterEach(cleanup);

  it('links a moderator to the moderation tool, as the account menu does on a wide screen (es)', async () => {
    await useLanguage('es');
    const nav = renderMenu('moderator', 'es');
    expect(nav.getByRole('link', { name: 'Moderación' }).getAttribute('href')).toBe('/moderacion');
    expect(nav.getByRole('link', { name: 'Oportunidades' }).getAttribute('href')).toBe('/oportunidades');
  });

  it('links an admin too, and nobody without a role (en)', async () => {
    await useLanguage('en');
    expect(renderMenu('admin', 'en').getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(
      '/moderacion',
    );
    cleanup();
    const nav = renderMenu(null, 'en');
    expect(nav.getByRole('link', { name: 'Profile settings' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Opportunities' }).getAttribute('href')).toBe('/oportunidades');
    expect(nav.queryByRole('link', { name: 'Moderation' })).toBeNull();
  });
});
