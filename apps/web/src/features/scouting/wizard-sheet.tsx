import { AttributesForm } from './attributes-form.tsx';
import { useMyAttributes } from './scouting-api.ts';

/** The wizard's optional talent-sheet step: the settings' form, saved on its own button; "Next" skips it. */
export function WizardSheet() {
  const mine = useMyAttributes();
  return mine.data ? <AttributesForm sheet={mine.data} /> : null;
}
