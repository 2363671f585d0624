import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/guardian.ts';
import es from '@/i18n/es/guardian.ts';

/**
 * The guardian's texts, both languages, added to i18next by whichever guardian part loads first: the
 * sign-up's section, a minor's banner or settings card, /tutor. Not one of i18n.ts's page namespaces: each of those
 * is an entry of the app's first script, which every visitor loads and whose budget (budgets.spec.ts, the landing
 * page) had no room for one more. Both languages (about 2 KB) come with these rare parts instead, so switching
 * the language needs no load here.
 */
function addTexts(): void {
  i18next.addResourceBundle('es', 'guardian', es, true, true);
  i18next.addResourceBundle('en', 'guardian', en, true, true);
}
if (i18next.isInitialized) addTexts();
else i18next.on('initialized', addTexts);

/** `useTranslation('guardian')`, with the texts surely there. */
export const useGuardianTranslation = () => useTranslation('guardian');
