import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguage } from '@/test/render.tsx';
import { PasswordStrength } from './password-strength.tsx';

const label = () => document.querySelector('.password-strength__text') as HTMLElement;

describe('PasswordStrength', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('says nothing before a password is typed; then a text label in a polite live region', async () => {
    const { rerender } = render(<PasswordStrength password="" />);
    expect(label().textContent).toBe('');
    expect(label().getAttribute('aria-live')).toBe('polite');

    rerender(<PasswordStrength password="password123" />);
    await screen.findByText('Seguridad de la contraseña: Muy débil', {}, { timeout: 10_000 });
    expect(document.querySelector('meter')?.getAttribute('aria-hidden')).toBe('true');

    rerender(<PasswordStrength password="lámpara-mimbre-azul-del-desván" />);
    await screen.findByText('Seguridad de la contraseña: Muy buena');
  });

  it('counts the person’s own words against the password, in English too', async () => {
    await useLanguage('en');
    const score = () => Number(document.querySelector('meter')?.getAttribute('data-score'));
    const { rerender } = render(<PasswordStrength password="xochiquetzaltlapaltototl" />);
    await screen.findByText(/^Password strength: /, {}, { timeout: 10_000 });
    const alone = score();
    rerender(<PasswordStrength password="xochiquetzaltlapaltototl" userInputs={['Xochiquetzal', 'Tlapaltototl']} />);
    expect(score()).toBeLessThan(alone);
  });

  it('counts the product’s name against a password, as the person’s own words', async () => {
    await useLanguage('es');
    const score = () => Number(document.querySelector('meter')?.getAttribute('data-score'));
    const { rerender } = render(<PasswordStrength password="quimeraoaxaca" />);
    await screen.findByText(/^Seguridad de la contraseña: /, {}, { timeout: 10_000 });
    const other = score();
    rerender(<PasswordStrength password="vitrinaoaxaca" />);
    expect(score()).toBeLessThan(other);
  });
});
