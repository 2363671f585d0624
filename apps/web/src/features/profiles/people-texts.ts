import { addBundledTexts } from '@/i18n/bundled-texts.ts';
import en from '@/i18n/en/people.ts';
import es from '@/i18n/es/people.ts';

// With the people lists rather than in the logged-in catalogue every page (the feed too) loads.
let added = false;

/** Adds the people lists' texts (`people:`), once, from the modules that read them. */
export function addPeopleTexts(): void {
  if (added) return;
  added = true;
  addBundledTexts('people', { es, en });
}
