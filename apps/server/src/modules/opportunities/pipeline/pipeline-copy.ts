import type { Lang } from '@vitrina/contract/constants';
import { filingLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import type { Filing } from '@vitrina/contract/opportunity-limits';

/** The applicants' exports' own words, in the viewer's language. */
export const pipelineCopy = {
  es: {
    sheet: 'Postulantes',
    applicants: (n: number) => (n === 1 ? '1 postulante' : `${n} postulantes`),
    empty: 'No hay postulantes en esta lista.',
    note: 'Nota',
    tags: 'Etiquetas',
    yes: 'Sí',
    no: 'No',
    private: 'Documento privado de tu agencia: los talentos no ven sus notas.',
    columns: ['Posición', 'Nombre', 'Ciudad', 'País', 'Categorías', 'Perfil', 'Enviada', 'Vista', 'Etiquetas', 'Nota'],
  },
  en: {
    sheet: 'Applicants',
    applicants: (n: number) => (n === 1 ? '1 applicant' : `${n} applicants`),
    empty: 'There are no applicants in this list.',
    note: 'Note',
    tags: 'Tags',
    yes: 'Yes',
    no: 'No',
    private: "Your agency's private document: talents never see its notes.",
    columns: ['Position', 'Name', 'City', 'Country', 'Categories', 'Profile', 'Sent', 'Viewed', 'Tags', 'Note'],
  },
} as const satisfies Record<Lang, unknown>;

export const filingName = (filing: Filing, lang: Lang): string => labelIn(filingLabels, filing, lang);
