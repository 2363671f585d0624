import type { Labels } from './labels.ts';
import type {
  ApplicationStatus,
  Filing,
  OpportunityKind,
  OpportunityState,
  PayKind,
  RoleNeed,
} from './opportunity-limits.ts';

/** The words of opportunities in both languages, as data: the web, e-mails and notifications name things alike. */
export { labelIn, labelsIn } from './labels.ts';
export { changesIn, closeReasonLabels, opportunityChangeLabels } from './opportunity-notice-labels.ts';

export const kindLabels: Labels<OpportunityKind> = {
  casting: { es: 'Casting', en: 'Casting' },
  job: { es: 'Trabajo', en: 'Job' },
  collaboration: { es: 'Colaboración', en: 'Collaboration' },
  contest: { es: 'Concurso', en: 'Contest' },
  training: { es: 'Formación', en: 'Training' },
};

export const stateLabels: Labels<OpportunityState> = {
  draft: { es: 'Borrador', en: 'Draft' },
  open: { es: 'Abierta', en: 'Open' },
  closed: { es: 'Cerrada', en: 'Closed' },
  cancelled: { es: 'Cancelada', en: 'Cancelled' },
  removed: { es: 'Retirada por moderación', en: 'Removed by moderation' },
};

export const payLabels: Labels<PayKind> = {
  paid: { es: 'Pagado', en: 'Paid' },
  expenses: { es: 'Solo gastos', en: 'Expenses only' },
  unpaid: { es: 'Sin pago', en: 'Unpaid' },
};

export const needLabels: Labels<RoleNeed> = {
  photos: { es: 'Fotos', en: 'Photos' },
  video: { es: 'Un video', en: 'A video' },
  document: { es: 'Un documento', en: 'A document' },
  note: { es: 'Una carta de presentación', en: 'A cover note' },
};

export const filingLabels: Labels<Filing> = {
  unfiled: { es: 'Sin revisar', en: 'Unfiled' },
  yes: { es: 'Sí', en: 'Yes' },
  no: { es: 'No', en: 'No' },
  audition: { es: 'Audición', en: 'Audition' },
  cast: { es: 'Elegido', en: 'Cast' },
};

export const statusLabels: Labels<ApplicationStatus> = {
  draft: { es: 'Borrador', en: 'Draft' },
  sent: { es: 'Enviada', en: 'Sent' },
  viewed: { es: 'Vista', en: 'Viewed' },
  in_consideration: { es: 'En consideración', en: 'In consideration' },
  self_tape_requested: { es: 'Self-tape pedido', en: 'Self-tape requested' },
  cast: { es: '¡Elegido!', en: 'Cast!' },
  not_selected: { es: 'No seleccionado', en: 'Not selected' },
  withdrawn: { es: 'Retirada', en: 'Withdrawn' },
};
