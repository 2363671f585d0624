import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/guardian.ts';
import es from '@/i18n/es/guardian.ts';
import { addBundledTexts } from '@/i18n/bundled-texts.ts';

// Added by whichever guardian part loads first: the sign-up's section, a minor's banner or settings card, /tutor.
addBundledTexts('guardian', { es, en });

/** `useTranslation('guardian')`, with the texts surely there. */
export const useGuardianTranslation = () => useTranslation('guardian');
