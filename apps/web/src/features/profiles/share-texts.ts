import { useTranslation } from 'react-i18next';
import { addBundledTexts } from '@/i18n/bundled-texts.ts';
import en from '@/i18n/en/share.ts';
import es from '@/i18n/es/share.ts';

// With the profile's share dialog rather than in the logged-in catalogue every page (the feed too) loads.
addBundledTexts('share', { es, en });

/** `useTranslation('share')`, with the texts surely there. */
export const useShareTranslation = () => useTranslation('share');
