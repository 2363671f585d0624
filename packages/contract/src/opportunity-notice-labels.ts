import type { Lang } from './constants.ts';
import type { Labels } from './labels.ts';
import type { CloseReason } from './opportunity-limits.ts';
import type { OpportunityChange } from './opportunity-changes.ts';

// Apart from the other opportunity labels: the notices' texts, which every logged-in page loads, carry these only.

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
