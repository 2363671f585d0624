import texts from 'virtual:error-texts/es-opportunities';

/** The opportunities' error texts, loaded with their screens and added to the `errors` namespace (i18n.ts). */
export default texts;
