import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { profileFixture } from '@/test/profile-fixture.ts';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { useProfile } from './get-profile.ts';
import { ShareDialog } from './share-dialog.tsx';

describe('ShareDialog', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profile link to copy and the server’s QR code, and downloads it as PNG (es)', async () => {
    useLanguage('es');
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    const calls = fakeApi(({ path }) => (path.startsWith('/users/ana-lopez/qr/') ? [200, {}] : [404, {}]));
    renderAsUser(
      <ShareDialog open onClose={() => undefined} hasPublicPage={false} profileUrl="ana-lopez" name="Ana López" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Compartir el perfil de Ana López' });
    const link = within(dialog).getByLabelText('Enlace al perfil') as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/profile/ana-lopez?ref=share`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(dialog).findByText('Enlace copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/profile/ana-lopez?ref=share`);
    const qr = await within(dialog).findByRole('img', { name: 'Código QR del perfil de Ana López' });
    expect(qr.getAttribute('src')).toBe('blob:qr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar QR (PNG)' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/ana-lopez/qr/png'));
    expect(calls[0]!.path).toBe('/users/ana-lopez/qr/svg');
  });

  it('says so in English when the QR code cannot be had', async () => {
    useLanguage('en');
    fakeApi(() => [404, { error: 'not_found', message: 'Not found', errors: [] }]);
    renderAsUser(
      <ShareDialog open onClose={() => undefined} hasPublicPage={false} profileUrl="ana-lopez" name="Ana López" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share Ana López’s profile' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});

/** The owner's profile as the server keeps it: the public page closed until POST /users/public-profile opens it. */
function ownerServer(options: { refuse?: boolean } = {}) {
  let isPublic = false;
  return fakeApi(({ method, path, body }) => {
    if (path === '/users/ana-lopez/profile') {
      return [200, profileFixture({ profile_url: 'ana-lopez', isOwner: true, hasPublicPage: isPublic })];
    }
    if (method === 'POST' && path === '/users/public-profile') {
      if (options.refuse) return [403, { error: 'public_profile_talents_only', message: 'Solo talentos.', errors: [] }];
      isPublic = (body as { public: boolean }).public;
      return [200, { public: isPublic }];
    }
    if (path.startsWith('/users/ana-lopez/qr/')) return [200, {}];
    if (path === '/users/me/comp-card/link') return [200, { url: null }];
    if (path === '/users/self') return [200, selfFixture()];
    return [404, { error: 'not_found', message: '', errors: [] }];
  });
}

/** The profile page's share button, reading the profile as the header does. */
function OwnShare() {
  const profile = useProfile('ana-lopez');
  if (!profile.data) return null;
  return (
    <ShareDialog
      open
      onClose={() => undefined}
      profileUrl="ana-lopez"
      name="Ana López"
      isOwner
      hasPublicPage={profile.data.user.hasPublicPage}
    />
  );
}

describe('ShareDialog and the public page', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers a visitor the public page of a profile that has one (en)', async () => {
    useLanguage('en');
    fakeApi(() => [200, {}]);
    renderAsUser(<ShareDialog open onClose={() => undefined} hasPublicPage profileUrl="ana-lopez" name="Ana López" />);
    const dialog = screen.getByRole('dialog', { name: 'Share Ana López’s profile' });
    expect((within(dialog).getByLabelText('Public page link') as HTMLInputElement).value).toBe(
      `${location.origin}/p/ana-lopez`,
    );
    expect(within(dialog).getByText('Anyone can open this link, even without a Vitrina account.')).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });

  it('tells a visitor that a private profile’s link works only for people logged in, with no switch (es)', async () => {
    useLanguage('es');
    fakeApi(() => [200, {}]);
    renderAsUser(
      <ShareDialog open onClose={() => undefined} hasPublicPage={false} profileUrl="ana-lopez" name="Ana López" />,
    );
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Enlace al perfil') as HTMLInputElement).value).toBe(
      `${location.origin}/profile/ana-lopez?ref=share`,
    );
    expect(
      within(dialog).getByText('Este enlace solo funciona para personas con sesión iniciada en Vitrina.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByLabelText('Enlace a la página pública')).toBeNull();
  });

  it('lets the owner open the public page from the dialog: the link, the QR code and the comp card follow (es)', async () => {
    useLanguage('es');
    const calls = ownerServer();
    renderAsUser(<OwnShare />);
    const dialog = await screen.findByRole('dialog', { name: 'Compartir el perfil de Ana López' });
    const toggle = within(dialog).getByRole('switch', { name: 'Página pública' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/nunca tu correo, tu fecha de nacimiento ni tus seguidores/)).toBeTruthy();
    expect(within(dialog).getByText(/Activa la página pública para que cualquiera pueda abrirlo/)).toBeTruthy();
    expect(within(dialog).getByText(/Su código QR abre tu perfil solo a quien tenga sesión iniciada/)).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/users/ana-lopez/qr/svg')).toHaveLength(1));

    fireEvent.click(toggle);
    const link = (await within(dialog).findByLabelText('Enlace a la página pública')) as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/p/ana-lopez`);
    expect((within(dialog).getByRole('switch', { name: 'Página pública' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog).getByText('Cualquiera puede abrir este enlace, aunque no tenga cuenta en Vitrina.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Su código QR abre tu página pública, también sin cuenta.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/users/public-profile')?.body).toEqual({
      public: true,
    });
    // The QR code is drawn again, now of the public page.
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/users/ana-lopez/qr/svg')).toHaveLength(2));
  });

  it('keeps the switch off and says why when the server refuses (es)', async () => {
    useLanguage('es');
    ownerServer({ refuse: true });
    renderAsUser(<OwnShare />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Página pública' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Solo los talentos tienen un perfil público que compartir.',
    );
    expect((within(dialog).getByRole('switch', { name: 'Página pública' }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByLabelText('Enlace al perfil')).toBeTruthy();
  });
});
