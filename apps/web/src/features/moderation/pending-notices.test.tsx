import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeList } from '@vitrina/contract/reports';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { PendingNotices } from './pending-notices.tsx';

const pending: NoticeList = {
  rows: [
    {
      id: 4,
      kind: 'warning',
      reason: 'No uses el nombre de otra persona.',
      content: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 5,
      kind: 'removal',
      reason: 'Pedir dinero es una estafa.',
      content: { kind: 'post', text: 'Paga 50 € por el casting' },
      createdAt: '2026-11-20T11:00:00.000Z',
    },
  ],
};

describe('PendingNotices', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('blocks the page with each notice until "I understand" is pressed, one after the other (es)', async () => {
    useLanguage('es');
    let rows = pending.rows;
    const calls = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === `/notices/${rows[0]!.id}/acknowledge`) {
        rows = rows.slice(1);
        return [200, { acknowledged: true }];
      }
      return [200, { rows }];
    });
    renderAsUser(<PendingNotices />);
    const warning = await screen.findByRole('alertdialog', { name: 'Una advertencia de moderación' });
    expect(within(warning).getByText('No uses el nombre de otra persona.')).toBeTruthy();
    // Nothing but the button closes it.
    expect(within(warning).queryByRole('button', { name: /cerrar/i })).toBeNull();
    fireEvent.keyDown(warning, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Entendido' }));

    const removal = await screen.findByRole('alertdialog', { name: 'Retiramos algo que publicaste' });
    expect(within(removal).getByText(/retiró tu publicación/)).toBeTruthy();
    expect(within(removal).getByText('Paga 50 € por el casting')).toBeTruthy();
    fireEvent.click(within(removal).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/notices/4/acknowledge',
      '/notices/5/acknowledge',
    ]);
  });

  it('shows nothing when no notice waits (en)', async () => {
    useLanguage('en');
    const calls = fakeApi(() => [200, { rows: [] }]);
    renderAsUser(<PendingNotices />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
