import { describe, expect, it } from 'vitest';
import { predictablePasswordProblem } from './password-rules.ts';

const problem = (password: string) => predictablePasswordProblem(password, 'password')?.code ?? null;

describe('predictable passwords', () => {
  it('refuses one repeated character, in any case', () => {
    for (const bad of ['1111111111', 'aaaaaaaaaa', 'AAAAAaaaaa', '............'])
      expect(problem(bad), bad).toBe('contrasena_predecible');
  });

  it('refuses straight sequences up and down, digits wrapping as on a keyboard row', () => {
    for (const bad of ['1234567890', '0987654321', 'abcdefghij', 'JIHGFEDCBA', '12345abcde', '6789012345'])
      expect(problem(bad), bad).toBe('contrasena_predecible');
  });

  it('refuses mostly repeated characters and a short unit said again and again', () => {
    for (const bad of ['aaaaabbbbb', 'aaabbbaaab', '1212121212', 'abcabcabca', 'qwerqwerqw', '1111122222'])
      expect(problem(bad), bad).toBe('contrasena_predecible');
  });

  it('refuses the product’s own name anywhere, in any case or accent', () => {
    for (const bad of ['vitrina123', 'MiVitrina2026!', 'VÍTRINA-segura-99'])
      expect(problem(bad), bad).toBe('contrasena_predecible');
  });

  it('accepts passwords a person chooses', () => {
    for (const good of [
      'lámpara-de-mimbre-azul',
      'Xk9#mP2$qL',
      'correcaballo7',
      'abcd1234efgh',
      'mi perro se llama Rex',
    ])
      expect(problem(good), good).toBeNull();
  });

  it('names the field it was given', () => {
    expect(predictablePasswordProblem('1111111111', 'newPassword')).toEqual({
      field: 'newPassword',
      code: 'contrasena_predecible',
    });
  });
});
