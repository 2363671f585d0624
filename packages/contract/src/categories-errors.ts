import type { ErrorEntry } from './common-errors.ts';

/** Codes of the categories calls. */
export const categoriesErrors = {
  categoria: { status: 400, es: 'Esa categoría no existe.', en: 'That category does not exist.' },
} as const satisfies Record<string, ErrorEntry>;
