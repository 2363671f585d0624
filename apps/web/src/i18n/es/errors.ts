import { contractErrorTexts } from '../error-catalogue.ts';

/** Texts for the codes the API answers (`error`, and `errors[].code`), by code. */
export default {
  ...contractErrorTexts('es'),
  network: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  // The register and settings forms show their own links to log in and recover the password beside it.
  correo_existe: 'Ese correo electrónico ya está registrado.',
};
