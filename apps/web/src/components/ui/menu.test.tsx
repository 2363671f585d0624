import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu } from './menu.tsx';

function renderMenu() {
  render(
    <Menu label="Cuenta" trigger="Ana">
      <a role="menuitem" href="/uno">
        Uno
      </a>
      <a role="menuitem" href="/dos">
        Dos
      </a>
      <button role="menuitem" type="button">
        Tres
      </button>
    </Menu>,
  );
  return screen.getByRole('button', { name: 'Cuenta' });
}

const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Menu', () => {
  afterEach(cleanup);

  it('opens on the first item and moves with the arrows, Home and End', async () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    await nextFrame();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('Uno');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Dos');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Tres');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Uno');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Tres');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Uno');
  });

  it('ArrowUp on the button opens it on the last item', async () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await nextFrame();
    expect(document.activeElement?.textContent).toBe('Tres');
  });

  it('Escape closes it and gives the focus back to the button; choosing an item closes it', async () => {
    const button = renderMenu();
    fireEvent.click(button);
    await nextFrame();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await nextFrame();
    fireEvent.click(screen.getByText('Tres'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press outside closes it', async () => {
    const button = renderMenu();
    fireEvent.click(button);
    await nextFrame();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
