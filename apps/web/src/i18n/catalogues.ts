import { catalogue as en } from './catalogue-en.ts';
import { catalogue as es } from './catalogue-es.ts';

/**
 * Both languages at once, for the unit tests (same keys in both) and the test renderer. The app never
 * imports this file: it loads one language's chunk at a time (i18n.ts).
 */
export const catalogues = { es, en };

export type { Texts } from './collect-catalogue.ts';
