import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguage } from '@/test/render.tsx';
import { Dialog } from './dialog.tsx';

function Harness({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="fallback">
        Menú
      </button>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Abrir
        </button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Editar publicación"
        description={<p>Cambia el texto.</p>}
        returnFocus={() => document.getElementById('fallback')}
      >
        <input aria-label="Texto" />
        <button type="button">Guardar</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('is a modal dialog named by its title and described by its text, with focus inside', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Editar publicación' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Cambia el texto.');
    // The first focusable element: the close button in the heading row.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));
  });

  it('keeps Tab inside: from the last element it wraps to the first and back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const save = screen.getByRole('button', { name: 'Guardar' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('Escape closes it and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the backdrop closes it; when the opener is gone, focus goes where the caller says', () => {
    render(<Harness removeOpener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(document.querySelector('.dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menú' }));
  });
});
