import type { Labels } from './labels.ts';
import type { CloseReason } from './opportunity-limits.ts';

/**
 * Why an applicant was not selected, as her message says it: apart from the other opportunity labels, so the
 * notices' texts, which every logged-in page loads, carry these words only.
 */
export const closeReasonLabels: Labels<CloseReason> = {
  closed: { es: 'la agencia cerró la convocatoria', en: 'the agency closed the call' },
  deadline: { es: 'terminó el plazo', en: 'the deadline passed' },
  cancelled: { es: 'la agencia la canceló', en: 'the agency cancelled it' },
  removed: { es: 'moderación la retiró', en: 'moderation removed it' },
};
