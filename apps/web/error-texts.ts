import type { Plugin } from 'vite';
import { errorCatalogue } from '../../packages/contract/src/error-catalogue.ts';

const prefix = 'virtual:error-texts/';

/**
 * The API's error texts in one language, taken from the contract's catalogue when the app is built:
 * `import texts from 'virtual:error-texts/es'`. The catalogue holds both languages side by side, so
 * importing it put every English text in every Spanish page (and the reverse), about 2.5 KB compressed.
 */
export function errorTexts(): Plugin {
  return {
    name: 'vitrina-error-texts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const lang = id.slice(prefix.length + 1);
      if (lang !== 'es' && lang !== 'en') throw new Error(`no error texts for language "${lang}"`);
      const texts = Object.fromEntries(Object.entries(errorCatalogue).map(([code, entry]) => [code, entry[lang]]));
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
