import type { Lang } from '@vitrina/contract/constants';

/** The exports' own words, in the agency's language. */
export const shortlistCopy = {
  es: {
    sheet: 'Lista de talentos',
    talents: (n: number) => (n === 1 ? '1 talento' : `${n} talentos`),
    empty: 'Esta lista no tiene talentos.',
    note: 'Nota',
    tags: 'Etiquetas',
    private: 'Documento privado de tu agencia: los talentos no ven sus notas ni saben en qué listas están.',
    columns: [
      'Posición',
      'Nombre',
      'Ciudad',
      'País',
      'Categorías',
      'Perfil',
      'Enlaces',
      'Atributos',
      'Etiquetas',
      'Nota',
    ],
  },
  en: {
    sheet: 'Talent list',
    talents: (n: number) => (n === 1 ? '1 talent' : `${n} talents`),
    empty: 'This list has no talents.',
    note: 'Note',
    tags: 'Tags',
    private: "Your agency's private document: talents never see its notes nor learn which lists they are on.",
    columns: ['Position', 'Name', 'City', 'Country', 'Categories', 'Profile', 'Links', 'Attributes', 'Tags', 'Note'],
  },
} as const satisfies Record<Lang, unknown>;
