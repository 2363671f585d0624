import type { Lang } from './constants.ts';
import type { OpportunityChange } from './notifications-limits.ts';
import type {
  ApplicationStatus,
  CloseReason,
  Filing,
  OpportunityKind,
  OpportunityState,
  PayKind,
  RoleNeed,
} from './opportunity-limits.ts';

/** The words of opportunities in both languages, as data: the web, e-mails and notifications name things alike. */
type Labels<K extends string> = Record<K, { es: string; en: string }>;

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

/** Why an applicant was not selected, as her message says it. */
export const closeReasonLabels: Labels<CloseReason> = {
  closed: { es: 'la agencia cerró la convocatoria', en: 'the agency closed the call' },
  deadline: { es: 'terminó el plazo', en: 'the deadline passed' },
  cancelled: { es: 'la agencia la canceló', en: 'the agency cancelled it' },
  removed: { es: 'moderación la retiró', en: 'moderation removed it' },
};

/** What an edit changed, as a notice names it ("cambió el plazo y la paga de…"). */
export const opportunityChangeLabels: Labels<OpportunityChange> = {
  title: { es: 'el título', en: 'the title' },
  kind: { es: 'el tipo', en: 'the kind' },
  deadline: { es: 'el plazo', en: 'the deadline' },
  work_dates: { es: 'las fechas de trabajo', en: 'the work dates' },
  pay: { es: 'la paga', en: 'the pay' },
  place: { es: 'el lugar', en: 'the place' },
  description: { es: 'la descripción', en: 'the description' },
  roles: { es: 'los papeles', en: 'the roles' },
};

/** The changes as one phrase of the language: "el plazo, la paga y el lugar" / "the deadline, the pay and the place". */
export const changesIn = (changes: readonly OpportunityChange[], lang: Lang): string =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    changes.map((change) => opportunityChangeLabels[change][lang]),
  );

export const labelIn = <K extends string>(labels: Labels<K>, key: K, lang: Lang) => labels[key][lang];

/** Every label of one language, by key (a web catalogue's section). */
export const labelsIn = <K extends string>(labels: Labels<K>, lang: Lang): Record<K, string> =>
  Object.fromEntries(
    Object.entries<{ es: string; en: string }>(labels).map(([key, words]) => [key, words[lang]]),
  ) as Record<K, string>;
