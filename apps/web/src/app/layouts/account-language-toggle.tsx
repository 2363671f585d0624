import { LanguageToggle } from '@/components/ui/language-toggle.tsx';
import { useSaveAccountLanguage } from '../use-account-language.ts';

/** The ES | EN switch of the app's layouts: for a logged-in user the choice is the account's language too. */
export function AccountLanguageToggle() {
  const saveAccountLanguage = useSaveAccountLanguage();
  return <LanguageToggle onChange={saveAccountLanguage} />;
}
