import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ShareInvites } from './share-invites.tsx';

function fill(number: number, value: string) {
  fireEvent.change(screen.getByLabelText(`Correo ${number}`), { target: { value } });
}

describe('ShareInvites', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('has four e-mail fields', () => {
    renderWithProviders(<ShareInvites onFinish={vi.fn()} busy={false} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('shows the spec alert for a bad address and sends nothing', () => {
    const onFinish = vi.fn();
    renderWithProviders(<ShareInvites onFinish={onFinish} busy={false} />);
    fill(1, 'amiga@example.com');
    fill(3, 'no-es-un-correo');
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Por favor verifica que los correos electrónicos estén correctos.',
    );
    expect(screen.getByLabelText('Correo 3').getAttribute('aria-invalid')).toBe('true');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('allows empty fields and sends only the filled ones, trimmed', () => {
    const onFinish = vi.fn();
    renderWithProviders(<ShareInvites onFinish={onFinish} busy={false} />);
    fill(2, '  amigo@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFinish).toHaveBeenCalledWith(['amigo@example.com']);
  });

  it('finishes with all four empty', () => {
    const onFinish = vi.fn();
    renderWithProviders(<ShareInvites onFinish={onFinish} busy={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(onFinish).toHaveBeenCalledWith([]);
  });

  it('says it in English too', async () => {
    await useLanguage('en');
    renderWithProviders(<ShareInvites onFinish={vi.fn()} busy={false} />);
    fireEvent.change(screen.getByLabelText('E-mail 1'), { target: { value: 'bad@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toBe('Please check that the e-mail addresses are correct.');
  });
});
