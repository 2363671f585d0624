import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ShareDialog } from './share-dialog.tsx';

const PUBLIC = 'https://vitrina.test/api/comp-cards/AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** The server of these tests: the QR code, the PDF, and one public link that can be made and revoked. */
function compCardServer() {
  let url: string | null = null;
  return fakeApi(({ method, path }) => {
    if (path.startsWith('/users/ana-lopez/qr/') || path === '/users/me/comp-card') return [200, {}];
    if (path !== '/users/me/comp-card/link') return [404, { error: 'not_found', message: '', errors: [] }];
    if (method === 'POST') url = PUBLIC;
    if (method === 'DELETE') {
      url = null;
      return [204, undefined];
    }
    return [200, { url }];
  });
}

describe('the comp card in the share dialog', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets the owner download it, make a public link, copy it and revoke it (es)', async () => {
    useLanguage('es');
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    const calls = compCardServer();
    renderAsUser(
      <ShareDialog
        open
        onClose={() => undefined}
        hasPublicPage={false}
        profileUrl="ana-lopez"
        name="Ana López"
        isOwner
      />,
    );
    const card = within(screen.getByRole('dialog')).getByRole('region', { name: 'Comp card' });

    fireEvent.click(within(card).getByRole('button', { name: 'Descargar comp card (PDF)' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/me/comp-card'));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());

    // Pressable once the card knows it has no link yet (a slow first answer keeps it disabled).
    const create = await within(card).findByRole('button', { name: 'Crear enlace público' });
    await vi.waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.click(create);
    const link = (await within(card).findByLabelText('Enlace público a tu comp card')) as HTMLInputElement;
    expect(link.value).toBe(PUBLIC);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/users/me/comp-card/link')).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(card).findByText('Enlace de la comp card copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(PUBLIC);

    fireEvent.click(within(card).getByRole('button', { name: 'Revocar enlace' }));
    expect(await within(card).findByText('Enlace revocado: ya no abre tu comp card.')).toBeTruthy();
    expect(within(card).queryByLabelText('Enlace público a tu comp card')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Crear enlace público' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/users/me/comp-card/link')).toBe(true);
  });

  it('shows the living link in English, and is not offered on someone else’s profile', async () => {
    useLanguage('en');
    fakeApi(({ path }) => (path === '/users/me/comp-card/link' ? [200, { url: PUBLIC }] : [200, {}]));
    renderAsUser(
      <ShareDialog
        open
        onClose={() => undefined}
        hasPublicPage={false}
        profileUrl="ana-lopez"
        name="Ana López"
        isOwner
      />,
    );
    const card = within(screen.getByRole('dialog')).getByRole('region', { name: 'Comp card' });
    expect(within(card).getByRole('button', { name: 'Download comp card (PDF)' })).toBeTruthy();
    expect(((await within(card).findByLabelText('Public link to your comp card')) as HTMLInputElement).value).toBe(
      PUBLIC,
    );
    expect(within(card).getByRole('button', { name: 'Revoke link' })).toBeTruthy();
    cleanup();

    const calls = fakeApi(() => [200, {}]);
    renderAsUser(
      <ShareDialog open onClose={() => undefined} hasPublicPage={false} profileUrl="ana-lopez" name="Ana López" />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'Comp card' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Download comp card (PDF)' })).toBeNull();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.map((call) => call.path)).not.toContain('/users/me/comp-card/link');
  });

  it('says why when the server refuses the card', async () => {
    useLanguage('en');
    fakeApi(({ path }) =>
      path.startsWith('/users/me/comp-card')
        ? [403, { error: 'comp_card_talents_only', message: 'Only talents have a comp card.', errors: [] }]
        : [200, {}],
    );
    renderAsUser(
      <ShareDialog
        open
        onClose={() => undefined}
        hasPublicPage={false}
        profileUrl="ana-lopez"
        name="Ana López"
        isOwner
      />,
    );
    const card = within(screen.getByRole('dialog')).getByRole('region', { name: 'Comp card' });
    expect((await within(card).findByRole('alert')).textContent).toContain('Only talents have a comp card.');
  });
});
