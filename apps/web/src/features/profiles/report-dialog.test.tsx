import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ReportDialog } from './report-dialog.tsx';

const report = (created: boolean) => ({
  created,
  report: {
    id: 1,
    caseId: 2,
    target: { kind: 'message', id: 9 },
    category: 'scam',
    description: '',
    attachments: 2,
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
});

const candidates = Array.from({ length: 6 }, (_, i) => ({
  kind: 'message' as const,
  id: 10 + i,
  text: `Mensaje ${i}`,
}));

describe('ReportDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reports a message as a scam with two messages attached, at most five offered (es)', async () => {
    useLanguage('es');
    const calls = fakeApi(() => [201, report(true)]);
    renderAsUser(
      <ReportDialog
        open
        onClose={() => undefined}
        target={{ kind: 'message', id: 9 }}
        name="Estudio Falso"
        initialCategory="scam"
        candidates={candidates}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Denunciar un mensaje de Estudio Falso' });
    expect((within(dialog).getByRole('radio', { name: 'Estafa o pide dinero' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    for (const box of boxes.slice(0, 5)) fireEvent.click(box);
    expect(boxes[5]!.disabled).toBe(true);
    for (const box of boxes.slice(2, 5)) fireEvent.click(box);
    fireEvent.change(within(dialog).getByLabelText('Descripción'), { target: { value: ' Pide 100 € ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Denunciar' }));
    expect(await within(dialog).findByText('Gracias. Recibimos tu denuncia y la revisaremos.')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/reports',
      body: {
        target: { kind: 'message', id: 9 },
        category: 'scam',
        description: 'Pide 100 €',
        attachments: [
          { kind: 'message', id: 10 },
          { kind: 'message', id: 11 },
        ],
      },
    });
  });

  it('says a repeat is already in hand, and shows a refusal in English', async () => {
    useLanguage('en');
    let answer: [number, unknown] = [200, report(false)];
    fakeApi(() => answer);
    const { unmount } = renderAsUser(
      <ReportDialog open onClose={() => undefined} target={{ kind: 'profile', id: 3 }} name="Ana" />,
    );
    const dialog = screen.getByRole('dialog', { name: "Report Ana's profile" });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Impersonation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(/You already reported this/)).toBeTruthy();
    unmount();

    answer = [403, { error: 'report_attachment_forbidden', message: 'x', errors: [] }];
    renderAsUser(<ReportDialog open onClose={() => undefined} target={{ kind: 'post', id: 4 }} name="Ana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(
        screen.getByText('You can only attach your own posts or messages, or those of the person you report.'),
      ).toBeTruthy(),
    );
  });
});
